import { minorToMoney, moneyToMinor } from '@casino/contracts';

/** A percentage fee in basis points of an amount in minor units, rounded half-up to the minor unit. */
export function percentFee(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) + 5_000n) / 10_000n;
}

/** What a deposit costs the member: the percentage fee plus the flat service charge. */
export function depositFee(amount: bigint, limits: { fee_bps: number; service_charge: bigint }): bigint {
  return percentFee(amount, limits.fee_bps) + limits.service_charge;
}

/** 190 → "1.9", 0 → "0", 1234 → "12.34". */
export function bpsToPercent(bps: number): string {
  return minorToMoney(BigInt(bps), 2).replace(/\.?0+$/, '') || '0';
}

const decimalsOf = (decimal: string) => decimal.split('.')[1]?.length ?? 0;

/**
 * Token amount for a fiat amount at `rate` fiat per token, rounded up to the token's decimals so the
 * brand never receives less than the fiat value. All integer arithmetic.
 */
export function cryptoAmountFor(
  fiatMinor: bigint,
  fiatScale: number,
  rate: string,
  tokenDecimals: number,
): string {
  const rateScale = decimalsOf(rate);
  const rateScaled = moneyToMinor(rate, rateScale);
  if (rateScaled <= 0n) throw new RangeError(`Exchange rate must be positive: ${rate}`);
  const numerator = fiatMinor * 10n ** BigInt(tokenDecimals + rateScale);
  const denominator = rateScaled * 10n ** BigInt(fiatScale);
  const units = (numerator + denominator - 1n) / denominator;
  return minorToMoney(units, tokenDecimals);
}
