/** What the money formatter needs of a currency (contracts' currency entities carry these fields). */
export interface MoneyCurrency {
  symbol: string;
  is_following: boolean;
  enable_decimal: boolean;
}

export type MoneyFormat = 'full' | 'abb';

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

function toDecimalString(value: string | number): string {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // Numbers print in exponent form past 1e21; this keeps every digit the number holds.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function parseDecimal(value: string | number): Decimal {
  const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(toDecimalString(value));
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  return { negative: sign === '-', whole: whole.replace(/^0+(?=\d)/, '') || '0', fraction };
}

/** Adds one to a string of digits. */
function incrementDigits(digits: string): string {
  return (BigInt(digits || '0') + 1n).toString().padStart(digits.length, '0');
}

/** Rounds half away from zero to `places` decimals, on the digits themselves (no float drift). */
function roundDecimal({ negative, whole, fraction }: Decimal, places: number): Decimal {
  const kept = fraction.slice(0, places).padEnd(places, '0');
  const roundUp = (fraction[places] ?? '0') >= '5';
  if (!roundUp) return { negative, whole, fraction: kept };
  const bumped = incrementDigits(`${whole}${kept}`).padStart(whole.length + places, '0');
  const cut = bumped.length - places;
  return { negative, whole: bumped.slice(0, cut) || '0', fraction: bumped.slice(cut) };
}

function isZero({ whole, fraction }: Decimal): boolean {
  return /^0*$/.test(whole) && /^0*$/.test(fraction);
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const ABBREVIATIONS = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
  { exponent: 3, suffix: 'K' },
] as const;

/** `1234567` → `1.2M`: one decimal, trimmed when zero; below a thousand it is left to the full form. */
function abbreviate(decimal: Decimal): string | undefined {
  for (const [index, { exponent, suffix }] of ABBREVIATIONS.entries()) {
    if (decimal.whole.length <= exponent) continue;
    const split = decimal.whole.length - exponent;
    const scaled = roundDecimal(
      { negative: false, whole: decimal.whole.slice(0, split), fraction: decimal.whole.slice(split) },
      1,
    );
    // 999,960 rounds to 1000.0K; show it as 1M instead.
    const larger = ABBREVIATIONS[index - 1];
    if (scaled.whole.length > 3 && larger) return `1${larger.suffix}`;
    const fraction = scaled.fraction === '0' ? '' : `.${scaled.fraction}`;
    return `${groupThousands(scaled.whole)}${fraction}${suffix}`;
  }
  return undefined;
}

/**
 * Spec 9 money display: no decimals, or 2 with `enable_decimal`; thousands separators; `abb` abbreviates
 * (1.2K, 3.4M, 1.2B); the symbol goes before the number, or after it (with a space) when `is_following`;
 * a negative sign stays in front: `-฿1,000`, `-1,000 MYR`.
 */
export function formatMoney(
  amount: string | number,
  currency: MoneyCurrency,
  format: MoneyFormat = 'full',
): string {
  const decimal = parseDecimal(amount);
  const places = currency.enable_decimal ? 2 : 0;
  const rounded = roundDecimal(decimal, places);
  const negative = decimal.negative && !isZero(rounded);
  let number = (format === 'abb' && abbreviate(decimal)) || '';
  if (!number) {
    number = groupThousands(rounded.whole) + (places > 0 ? `.${rounded.fraction}` : '');
  }
  const sign = negative ? '-' : '';
  return currency.is_following ? `${sign}${number} ${currency.symbol}` : `${sign}${currency.symbol}${number}`;
}
