import { useTranslation } from 'react-i18next';
import type { Wallet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import './i18n';

/** This library's text, from its `affiliate` namespace (typed keys: a missing one fails typecheck). */
export function useAffiliateText() {
  return useTranslation('affiliate').t;
}

/** Formats amounts in the member's currency; plain digits until the wallet has loaded. */
export function moneyFormatter(currency: Wallet['currency'] | null | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}

/** A signed amount: "+฿40" in, "−฿40" out (a real minus sign, so the two read apart without colour). */
export function signedMoney(money: (amount: string) => string, amount: string): string {
  return amount.startsWith('-') ? `−${money(amount.slice(1))}` : `+${money(amount)}`;
}

/** A business day (`YYYY-MM-DD`) as members read dates: `DD/MM/YYYY`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
