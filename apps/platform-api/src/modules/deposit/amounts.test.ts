import { describe, expect, it } from 'vitest';
import { paymentAddress } from './address';
import { bpsToPercent, cryptoAmountFor, depositFee, percentFee } from './amounts';

describe('deposit amounts', () => {
  it('computes the 1.9% wallet fee in minor units, rounding half up', () => {
    expect(percentFee(100_000n, 190)).toBe(1_900n); // 1,000.00 → 19.00
    expect(percentFee(10_050n, 190)).toBe(191n); // 100.50 → 1.9095 → 1.91
    expect(percentFee(10_026n, 190)).toBe(190n); // 100.26 → 1.90494 → 1.90
    expect(percentFee(2_500n, 200)).toBe(50n);
    expect(percentFee(25n, 200)).toBe(1n); // 0.5 minor unit rounds up
  });

  it('adds the flat service charge to the percentage fee', () => {
    expect(depositFee(50_000n, { fee_bps: 0, service_charge: 500n })).toBe(500n);
    expect(depositFee(50_000n, { fee_bps: 190, service_charge: 500n })).toBe(1_450n);
  });

  it('prints basis points as a percentage', () => {
    expect(bpsToPercent(190)).toBe('1.9');
    expect(bpsToPercent(0)).toBe('0');
    expect(bpsToPercent(1234)).toBe('12.34');
    expect(bpsToPercent(500)).toBe('5');
  });

  it('converts fiat to a token amount at the rate, rounding up to the token decimals', () => {
    expect(cryptoAmountFor(100_000n, 2, '36.50', 6)).toBe('27.397261'); // 1000 / 36.5 = 27.3972602...
    expect(cryptoAmountFor(365_000n, 2, '36.50', 6)).toBe('100.000000');
    expect(cryptoAmountFor(345_000_000n, 2, '3450000', 8)).toBe('1.00000000');
    expect(() => cryptoAmountFor(1n, 2, '0', 6)).toThrow(RangeError);
  });
});

describe('crypto payment address', () => {
  it('is stable per deposit, differs between deposits, and has the network shape', () => {
    const trc = paymentAddress('seed', 'TRC20', 'DP1');
    expect(paymentAddress('seed', 'TRC20', 'DP1')).toBe(trc);
    expect(paymentAddress('seed', 'TRC20', 'DP2')).not.toBe(trc);
    expect(trc).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(paymentAddress('seed', 'ERC20', 'DP1')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(paymentAddress('seed', 'BTC', 'DP1')).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
  });
});
