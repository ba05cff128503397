import type { Meta, StoryObj } from '@storybook/react-vite';
import { withdrawal } from '../testing/fixtures';
import { moneyFormatter } from '../text';
import '../i18n';
import { WithdrawalOutcome } from './withdraw-form';

const baht = moneyFormatter({ id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: true });
const bank = {
  bank_id: 1,
  bank_code: 'KBANK',
  bank_name: 'Kasikorn Bank',
  bank_no: '1234567890',
  account_name: 'Somchai J',
};

/** Where a withdrawal stands after it is asked for; it follows staff's decision live (spec 8). */
const meta = {
  title: 'wallet-cashbox/WithdrawalOutcome',
  component: WithdrawalOutcome,
  args: { withdrawal: withdrawal({ bank }), money: baht },
} satisfies Meta<typeof WithdrawalOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for staff, to the member's account. */
export const Processing: Story = {};

export const Paid: Story = { args: { withdrawal: withdrawal({ status: 'success', mode: 'auto', bank }) } };

export const Refused: Story = {
  args: { withdrawal: withdrawal({ status: 'fail', fail_reason: 'Name mismatch', contact_staff: true }) },
};
