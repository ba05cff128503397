import { describe, expect, it } from 'vitest';
import { checkAmount, compareMoney } from './amount';

describe('checkAmount', () => {
  const rules = { min: '100.00', max: '50000.00' };

  it('asks for an amount and refuses anything but digits', () => {
    expect(checkAmount('', rules)).toEqual({ kind: 'required' });
    expect(checkAmount('12.5', rules)).toEqual({ kind: 'digits' });
    expect(checkAmount('1e3', rules)).toEqual({ kind: 'digits' });
  });

  it('keeps the amount between min and max, both inclusive', () => {
    expect(checkAmount('99', rules)).toEqual({ kind: 'min', limit: '100.00' });
    expect(checkAmount('100', rules)).toBeNull();
    expect(checkAmount('50000', rules)).toBeNull();
    expect(checkAmount('50001', rules)).toEqual({ kind: 'max', limit: '50000.00' });
  });

  it('refuses more than the balance before the maximum', () => {
    expect(checkAmount('600', { ...rules, balance: '500.50' })).toEqual({ kind: 'balance' });
    expect(checkAmount('500', { ...rules, balance: '500.50' })).toBeNull();
  });
});

describe('compareMoney', () => {
  it('compares decimals exactly, beyond float precision', () => {
    expect(compareMoney('9007199254740993', '9007199254740992.99')).toBe(1);
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
  });
});
