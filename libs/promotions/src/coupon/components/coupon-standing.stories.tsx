import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { moneyFormatter } from '../../text';
import { noCoupon, redemption, verifyingState } from '../testing/fixtures';
import '../i18n';
import { CouponStanding } from './coupon-standing';

const baht = { symbol: '฿', is_following: false, enable_decimal: false };

/** The coupon details page's states: under verification, the latest success or failure, none yet. */
const meta = {
  title: 'promotions/coupon/CouponStanding',
  component: CouponStanding,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/en/coupon/couponDetails']}>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    state: verifyingState({ code: 'VIP-777', name: 'VIP weekend', bonus: '300.00' }),
    money: moneyFormatter(baht),
  },
} satisfies Meta<typeof CouponStanding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff are checking the coupon: playing, deposits and withdrawals wait. */
export const UnderVerification: Story = {};

export const Successful: Story = {
  args: { state: { verifying: null, latest: redemption() } },
};

/** Refused by staff, with their note. */
export const NotSuccessful: Story = {
  args: {
    state: { verifying: null, latest: redemption({ status: 'fail', note: 'One coupon per household' }) },
  },
};

export const NoCouponYet: Story = { args: { state: noCoupon } };
