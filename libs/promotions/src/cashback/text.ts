import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { Wallet } from '@casino/contracts';
import './i18n';

/** The cashback and rebate pages' text, from the `cashback` namespace (typed keys). */
export function useCashbackText() {
  return useTranslation('cashback').t;
}

/** Amounts in the member's currency; plain digits until the wallet has loaded. */
export function moneyFormatter(currency: Wallet['currency'] | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}
