import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { WalletCurrency } from './api/wallet';

/** This library's text, from its `cashbox` namespace (typed keys: a missing one fails typecheck). */
export function useCashboxText() {
  return useTranslation('cashbox').t;
}

/** Formats amounts in the wallet's currency; plain digits until the wallet has loaded. */
export function moneyFormatter(currency: WalletCurrency | undefined) {
  return (amount: string) =>
    formatMoney(amount, currency ?? { symbol: '', is_following: false, enable_decimal: true });
}

/** Exchange rates keep their decimals whatever the currency's display setting. */
export function rateFormatter(currency: WalletCurrency | undefined) {
  return moneyFormatter(currency ? { ...currency, enable_decimal: true } : undefined);
}
