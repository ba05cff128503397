import { describe, expect, it } from 'vitest';
import { formatBalance } from './money';

const baht = { id: 1, code: 'THB', symbol: 'B', is_following: false, enable_decimal: false };

describe('formatBalance', () => {
  it('shows a zero balance without decimals, symbol first', () => {
    expect(formatBalance('0.00', baht)).toBe('B 0');
  });

  it('keeps two decimals when the currency enables them, and truncates rather than rounds', () => {
    expect(formatBalance('1250.999', { ...baht, enable_decimal: true })).toBe('B 1,250.99');
  });

  it('puts the symbol after the amount when is_following, and keeps the sign', () => {
    expect(formatBalance('-12', { ...baht, symbol: 'MYR', is_following: true })).toBe('-12 MYR');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatBalance('12345678901234567.89', { ...baht, enable_decimal: true })).toBe(
      'B 12,345,678,901,234,567.89',
    );
  });
});
