import { describe, expect, it } from 'vitest';
import { minorToMoney, moneyToMinor } from './money';

describe('money conversion', () => {
  it('converts minor units to a decimal string exactly', () => {
    expect(minorToMoney(0n, 2)).toBe('0.00');
    expect(minorToMoney(5n, 2)).toBe('0.05');
    expect(minorToMoney(123456n, 2)).toBe('1234.56');
    expect(minorToMoney(-150n, 2)).toBe('-1.50');
    expect(minorToMoney(42n, 0)).toBe('42');
    expect(minorToMoney(9007199254740993n, 2)).toBe('90071992547409.93');
  });

  it('parses decimal strings to minor units exactly and refuses extra precision', () => {
    expect(moneyToMinor('1234.5', 2)).toBe(123450n);
    expect(moneyToMinor('-0.05', 2)).toBe(-5n);
    expect(moneyToMinor('100', 2)).toBe(10000n);
    expect(() => moneyToMinor('1.005', 2)).toThrow(RangeError);
    expect(() => moneyToMinor('1e3', 2)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const minor of [0n, 1n, 99n, 100n, 123456789n, -7n]) {
      expect(moneyToMinor(minorToMoney(minor, 2), 2)).toBe(minor);
    }
  });
});
