import { useTranslation } from 'react-i18next';
import { compareMoney, minorToMoney, moneyToMinor } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import type { MoneyCurrency } from '@casino/i18n';
import './i18n';

/** This library's text, from its `rewards` namespace (typed keys: a missing one fails typecheck). */
export function useRewardsText() {
  return useTranslation('rewards').t;
}

/** Formats amounts in the member's currency; plain digits until the currency is known. */
export function moneyFormatter(currency: MoneyCurrency | null | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}

/** Points are hundredths at most: grouped digits, no symbol, two decimals only when there are some. */
export function formatPoints(points: string): string {
  const fraction = /\.(\d+)$/.exec(points)?.[1] ?? '';
  return formatMoney(points, { symbol: '', is_following: false, enable_decimal: /[1-9]/.test(fraction) });
}

/** Whether a balance of points covers a cost (exact decimals, no floats). */
export function covers(balance: string, cost: string): boolean {
  return compareMoney(balance, cost) >= 0;
}

/**
 * The money `points` buy at `pointsPerUnit` points a unit, rounded down to what the currency shows (the
 * server pays no fraction of its smallest unit); `null` when either is not a usable amount.
 */
export function pointsWorth(points: string, pointsPerUnit: string, decimals: number): string | null {
  try {
    const hundredths = moneyToMinor(points, 2);
    const rate = moneyToMinor(pointsPerUnit, 2);
    if (rate <= 0n || hundredths < 0n) return null;
    return minorToMoney((hundredths * 10n ** BigInt(decimals)) / rate, decimals);
  } catch {
    return null;
  }
}
