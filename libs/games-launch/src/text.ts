import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { Wallet } from '@casino/contracts';

/** This library's text, from its `games` namespace (typed keys). */
export function useGamesText() {
  return useTranslation('games').t;
}

/** Amounts in the wallet's currency; plain decimals until the wallet has loaded. */
export function moneyFormatter(currency: Wallet['currency'] | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}
