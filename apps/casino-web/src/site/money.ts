import type { Wallet } from '@casino/contracts';

/**
 * Spec section 9: no decimals, or two with enable_decimal; the symbol before the amount, or after it when
 * is_following. The amount stays a decimal string (Intl formats those exactly); truncated, never rounded
 * up, so a balance is never shown higher than it is. Moves to libs/i18n's money formatter in issue 3.
 */
export function formatBalance(amount: string, currency: Wallet['currency'], locale = 'en'): string {
  const digits = currency.enable_decimal ? 2 : 0;
  const formatted = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'trunc',
  }).format(amount as Intl.StringNumericLiteral);
  return currency.is_following ? `${formatted} ${currency.symbol}` : `${currency.symbol} ${formatted}`;
}
