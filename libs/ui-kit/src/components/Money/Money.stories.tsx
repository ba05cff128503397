import { formatMoney } from '@casino/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';

const meta = {
  title: 'ui-kit/Money',
  component: Money,
  args: {
    amount: '1234567.89',
    currency: { symbol: '฿', is_following: false, enable_decimal: true },
    format: formatMoney,
    abb: false,
    highlightNegative: true,
  },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SymbolBefore: Story = {};
export const SymbolAfterNoDecimals: Story = {
  args: { currency: { symbol: 'IDR', is_following: true, enable_decimal: false } },
};
export const Abbreviated: Story = { args: { abb: true } };
export const Negative: Story = { args: { amount: '-500' } };
