import { formatBankAccount } from '@casino/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BankAccount } from './BankAccount';

const meta = {
  title: 'ui-kit/BankAccount',
  component: BankAccount,
  args: {
    accountNumber: '1234567890',
    format: formatBankAccount,
    bankName: 'Kasikorn Bank',
    accountName: 'Somchai Jaidee',
    copy: { label: 'Copy account number', copiedLabel: 'Copied' },
  },
  decorators: [(Story) => <div style={{ paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof BankAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenDigits: Story = {};
export const ThirteenDigits: Story = { args: { accountNumber: '1234567890123' } };
