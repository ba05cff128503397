import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { buildPromotion } from '../testing/fixtures';
import { moneyFormatter } from '../text';
import { PromotionCard } from './promotion-card';

const baht = { symbol: '฿', is_following: false, enable_decimal: false };

const meta = {
  title: 'promotions/PromotionCard',
  component: PromotionCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    promotion: buildPromotion(),
    href: '/en/promotions/1',
    money: moneyFormatter(baht),
  },
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositBonus: Story = {};

export const LongTitleCutAt30: Story = {
  args: {
    promotion: buildPromotion({
      title: 'Free credit for new members who sign up this month',
      type: 'turnover',
      bonus_percent: null,
      bonus_amount: '50.00',
      bonus_cap: null,
    }),
  },
};

export const Received: Story = {
  args: { promotion: buildPromotion({ member_status: 'received' }) },
};

export const Expired: Story = {
  args: { promotion: buildPromotion({ end_at: '2025-06-30T00:00:00.000Z', member_status: 'expired' }) },
};
