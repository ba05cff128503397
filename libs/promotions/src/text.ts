import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { MoneyCurrency } from '@casino/i18n';

/** This library's text, from its `promotions` namespace (typed keys: a missing one fails typecheck). */
export function usePromotionsText() {
  return useTranslation('promotions').t;
}

/** Spec 9: a promotion title is cut at 30 characters, with an ellipsis. */
export const TITLE_LIMIT = 30;
export function shortTitle(title: string): string {
  const characters = [...title];
  return characters.length > TITLE_LIMIT ? `${characters.slice(0, TITLE_LIMIT).join('')}…` : title;
}

/** Formats amounts in the promotion's currency; plain digits until the currency is known. */
export function moneyFormatter(currency: MoneyCurrency | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}
