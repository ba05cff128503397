import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyCurrency } from './money';

const baht: MoneyCurrency = { symbol: '฿', is_following: false, enable_decimal: false };
const bahtDecimal: MoneyCurrency = { ...baht, enable_decimal: true };
const ringgit: MoneyCurrency = { symbol: 'MYR', is_following: true, enable_decimal: true };

describe('formatMoney full', () => {
  it.each([
    ['0', '฿0'],
    ['1000', '฿1,000'],
    ['1234567', '฿1,234,567'],
    ['999.4', '฿999'],
    ['999.5', '฿1,000'],
    ['-1000', '-฿1,000'],
    ['-0.4', '฿0'],
  ])('without decimals %s → %s', (amount, expected) => {
    expect(formatMoney(amount, baht)).toBe(expected);
  });

  it.each([
    ['1250.5', '฿1,250.50'],
    ['1250', '฿1,250.00'],
    ['0.005', '฿0.01'],
    ['0.004', '฿0.00'],
    ['-99.995', '-฿100.00'],
    ['.5', '฿0.50'],
  ])('with decimals %s → %s', (amount, expected) => {
    expect(formatMoney(amount, bahtDecimal)).toBe(expected);
  });

  it('puts a following symbol after the number, sign first', () => {
    expect(formatMoney('1000', ringgit)).toBe('1,000.00 MYR');
    expect(formatMoney('-1000.1', ringgit)).toBe('-1,000.10 MYR');
  });

  it('accepts numbers', () => {
    expect(formatMoney(1234.5, bahtDecimal)).toBe('฿1,234.50');
    expect(formatMoney(-7, baht)).toBe('-฿7');
  });

  it('rounds huge amounts exactly', () => {
    expect(formatMoney('123456789012345678901234.995', bahtDecimal)).toBe(
      '฿123,456,789,012,345,678,901,235.00',
    );
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney('12a', baht)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, baht)).toThrow(RangeError);
  });

  it('keeps every integer digit, grouped by three', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (value) => {
        const formatted = formatMoney(value.toString(), baht);
        expect(formatted.slice(1).replaceAll(',', '')).toBe(value.toString());
        expect(formatted.slice(1)).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('formatMoney abb', () => {
  it.each([
    ['999', '฿999'],
    ['1000', '฿1K'],
    ['1234', '฿1.2K'],
    ['1250', '฿1.3K'],
    ['3400000', '฿3.4M'],
    ['999960', '฿1M'],
    ['1200000000', '฿1.2B'],
    ['5000000000000', '฿5T'],
    ['-1500', '-฿1.5K'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount, baht, 'abb')).toBe(expected);
  });

  it('leaves small amounts in the full form, with decimals if enabled', () => {
    expect(formatMoney('12.5', bahtDecimal, 'abb')).toBe('฿12.50');
    expect(formatMoney('1500.75', ringgit, 'abb')).toBe('1.5K MYR');
  });
});
