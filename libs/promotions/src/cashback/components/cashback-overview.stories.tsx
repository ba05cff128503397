import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@casino/ui-kit';
import { cashbackMember, cashbackTransaction } from '../testing/fixtures';
import '../i18n';
import { CashbackOverview } from './cashback-overview';

const money = (amount: string) => `฿${amount}`;

const meta = {
  title: 'promotions/CashbackOverview',
  component: CashbackOverview,
  args: {
    member: cashbackMember(),
    transaction: cashbackTransaction(),
    money,
    onCalculated: () => undefined,
    activation: <Button>Activate cashback</Button>,
  },
} satisfies Meta<typeof CashbackOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cashback active: the balance, today's turnover against the target, the countdown ticking. */
export const Active: Story = {};

/** Not the member's active bonus yet: the activation button shows. */
export const NotActive: Story = {
  args: { member: cashbackMember({ joined: false, active_bonus: 'promotion' }) },
};

/** The next calculation time has passed before the page was opened. */
export const Expired: Story = {
  args: {
    member: cashbackMember({
      kind: 'rebate',
      next_calculation_at: new Date(Date.now() - 60_000).toISOString(),
    }),
    transaction: cashbackTransaction({ kind: 'rebate', available: '0.00' }),
  },
};

/** Staff paused the programme. */
export const Paused: Story = {
  args: { member: cashbackMember({ programme_active: false, joined: false }) },
};
