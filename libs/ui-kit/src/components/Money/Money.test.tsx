import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Money } from './Money';
import type { MoneyFormatter } from './Money';
import { negative } from './Money.css';

const baht = { symbol: '฿', is_following: false, enable_decimal: false };
const ringgit = { symbol: 'MYR', is_following: true, enable_decimal: true };

/** A stand-in with the same contract as @casino/i18n's formatMoney (which has its own tests). */
const formatMoney: MoneyFormatter = (amount, currency) => {
  const value = Number(amount);
  const number = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: currency.enable_decimal ? 2 : 0,
    maximumFractionDigits: currency.enable_decimal ? 2 : 0,
  });
  const sign = value < 0 ? '-' : '';
  return currency.is_following ? `${sign}${number} ${currency.symbol}` : `${sign}${currency.symbol}${number}`;
};

describe('Money', () => {
  it('shows what the passed formatter produces, keeping the raw amount as the machine value', () => {
    render(<Money amount="1234.56" currency={baht} format={formatMoney} />);
    const money = screen.getByText('฿1,235');
    expect(money).toHaveAttribute('value', '1234.56');
  });

  it('follows is_following and enable_decimal through the formatter', () => {
    render(<Money amount="-1000" currency={ringgit} format={formatMoney} highlightNegative />);
    const money = screen.getByText('-1,000.00 MYR');
    expect(money).toHaveClass(negative);
  });

  it('abbreviates with abb and keeps the full amount as the title', () => {
    const format = vi.fn((amount: string | number, _c: unknown, mode?: string) =>
      mode === 'abb' ? '1.2M' : `${amount}`,
    );
    render(<Money amount="1234567" currency={baht} format={format} abb />);
    expect(screen.getByText('1.2M')).toHaveAttribute('title', '1234567');
    expect(format).toHaveBeenCalledWith('1234567', baht, 'abb');
  });
});
