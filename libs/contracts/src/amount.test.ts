import { describe, expect, it } from 'vitest';
import { amountDecimals, amountSchema, compareMoney } from './amount';
import { DepositPromptpayBody } from './deposit';

const messageOf = (schema: ReturnType<typeof amountSchema>, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('amountSchema', () => {
  const limits = amountSchema({ decimals: 0, min: '100.00', max: '50000.00' });

  it('asks for an amount and takes digits only where the currency has no decimals', () => {
    expect(messageOf(limits, '')).toEqual(['required']);
    expect(messageOf(limits, '   ')).toEqual(['required']);
    expect(messageOf(limits, undefined)).toEqual(['required']);
    expect(messageOf(limits, '12.5')).toEqual(['digits_only']);
    expect(messageOf(limits, '1e3')).toEqual(['digits_only']);
    expect(messageOf(limits, '-100')).toEqual(['digits_only']);
  });

  it('takes up to the currency decimals where it enables them', () => {
    const decimal = amountSchema({ decimals: 2, min: '10' });
    expect(decimal.parse('10.25')).toBe('10.25');
    expect(decimal.parse('12.')).toBe('12');
    expect(messageOf(decimal, '10.255')).toEqual(['max_decimals|{"decimals":2}']);
    expect(messageOf(decimal, '1.2.3')).toEqual(['invalid_value']);
    expect(messageOf(decimal, '9.99')).toEqual(['amount_min|{"min":"10"}']);
  });

  it('keeps the amount above zero and between min and max, both inclusive', () => {
    expect(messageOf(amountSchema({ decimals: 0 }), '0')).toEqual(['amount_positive']);
    expect(messageOf(limits, '99')).toEqual(['amount_min|{"min":"100.00"}']);
    expect(limits.parse(' 100 ')).toBe('100');
    expect(limits.parse('50000')).toBe('50000');
    expect(messageOf(limits, '50001')).toEqual(['amount_max|{"max":"50000.00"}']);
  });

  it('refuses more than the balance before the maximum, exactly', () => {
    const bounded = amountSchema({ decimals: 2, min: '100', max: '50000', balance: '500.50' });
    expect(messageOf(bounded, '600')).toEqual(['amount_above_balance']);
    expect(messageOf(bounded, '500.51')).toEqual(['amount_above_balance']);
    expect(bounded.parse('500.50')).toBe('500.50');
  });

  it('shows the limits in the format it is given', () => {
    const money = amountSchema({
      decimals: 0,
      min: '100.00',
      max: '200.00',
      display: (a) => `฿${Number(a)}`,
    });
    expect(messageOf(money, '50')).toEqual(['amount_min|{"min":"฿100"}']);
    expect(messageOf(money, '201')).toEqual(['amount_max|{"max":"฿200"}']);
  });

  it('swaps into a request schema, whose body it then satisfies', () => {
    const form = DepositPromptpayBody.extend({ deposit_amount: limits });
    const body = form.parse({ deposit_amount: '300' });
    expect(DepositPromptpayBody.parse(body)).toEqual({ deposit_amount: '300' });
    expect(form.safeParse({ deposit_amount: '30' }).error?.issues[0]?.path).toEqual(['deposit_amount']);
  });
});

describe('amountDecimals', () => {
  it('is two where the currency enables decimals, else none', () => {
    expect(amountDecimals({ enable_decimal: true })).toBe(2);
    expect(amountDecimals({ enable_decimal: false })).toBe(0);
  });
});

describe('compareMoney', () => {
  it('compares decimals exactly, beyond float precision', () => {
    expect(compareMoney('9007199254740993', '9007199254740992.99')).toBe(1);
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
    expect(compareMoney('0.000000001', '0')).toBe(1);
  });
});
