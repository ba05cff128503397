import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { moneyFormatter } from '../../text';
import { redemption } from '../testing/fixtures';
import '../i18n';
import { CouponSuccessDialog } from './coupon-success-dialog';

const meta = {
  title: 'promotions/coupon/CouponSuccessDialog',
  component: CouponSuccessDialog,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/en/coupon']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    redemption: redemption(),
    money: moneyFormatter({ symbol: '฿', is_following: false, enable_decimal: false }),
    onClose: () => undefined,
  },
} satisfies Meta<typeof CouponSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a redemption, or when staff approve one under verification (COUPON_PROMOTION). */
export const Redeemed: Story = {};

/** Ringgit with decimals, the symbol after the amount. */
export const Ringgit: Story = {
  args: {
    redemption: redemption({ code: 'RAYA-2026', name: 'Hari Raya bonus', bonus: '88.50' }),
    money: moneyFormatter({ symbol: 'MYR', is_following: true, enable_decimal: true }),
  },
};
