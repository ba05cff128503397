// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDay, moneyFormatter, signedMoney } from './text';

describe('affiliate figures as text', () => {
  const baht = moneyFormatter({
    id: 1,
    code: 'THB',
    symbol: '฿',
    is_following: false,
    enable_decimal: false,
  });

  it('writes business days as dates are written to members', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
  });

  it('signs movements with a plus or a real minus', () => {
    expect(signedMoney(baht, '40.00')).toBe('+฿40');
    expect(signedMoney(baht, '-1250.00')).toBe('−฿1,250');
  });
});
