import type { Meta, StoryObj } from '@storybook/react-vite';
import { earbuds, goldenBox, hoodie, luckyDeck } from '../testing/fixtures';
import { moneyFormatter } from '../text';
import '../i18n';
import { RewardCard } from './reward-card';

/** A shop item: a special reward (in stock, sold out) or a draw with its prizes and chances. */
const meta = {
  title: 'rewards/RewardCard',
  component: RewardCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    reward: earbuds,
    money: moneyFormatter({ symbol: '฿', is_following: false, enable_decimal: false }),
  },
} satisfies Meta<typeof RewardCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SpecialReward: Story = {};

/** No picture, none left. */
export const OutOfStock: Story = { args: { reward: hoodie } };

export const LuckyBox: Story = { args: { reward: goldenBox, showPrizes: true } };

export const RandomCard: Story = { args: { reward: luckyDeck, showPrizes: true } };
