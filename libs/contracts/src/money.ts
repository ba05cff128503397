import { z } from './zod-config';

/**
 * Money crosses the API as a decimal string in major units ("1250.50"), never as a float.
 * The server stores bigint minor units; these helpers convert exactly, both ways.
 */
export const MoneyString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal amount');
export type MoneyString = z.infer<typeof MoneyString>;

export function minorToMoney(minor: bigint, scale: number): MoneyString {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Exact conversion; refuses more fractional digits than the currency has rather than rounding. */
export function moneyToMinor(amount: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`More than ${scale} decimals: ${amount}`);
  const minor = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign === '-' ? -minor : minor;
}
