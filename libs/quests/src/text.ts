import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { MoneyCurrency } from '@casino/i18n';

/** This library's text, from its `quests` namespace (typed keys: a missing one fails typecheck). */
export function useQuestsText() {
  return useTranslation('quests').t;
}

/** Formats amounts in the levels' currency; plain digits until the currency is known. */
export function moneyFormatter(currency: MoneyCurrency | null | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}

/** A business day (`YYYY-MM-DD`, already a calendar day: no time zone to apply) as spec 8's `DD/MM/YYYY`. */
export function formatBusinessDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
