import * as styles from './Money.css';

/** The currency fields the spec's money display depends on (same shape as the contracts' currency). */
export interface MoneyCurrency {
  symbol: string;
  is_following: boolean;
  enable_decimal: boolean;
}

/** Matches `formatMoney` from @casino/i18n, which the app passes in; ui-kit stays free of i18n. */
export type MoneyFormatter = (
  amount: string | number,
  currency: MoneyCurrency,
  format?: 'full' | 'abb',
) => string;

export interface MoneyProps {
  /** A decimal string from the API (never a float computed on the client). */
  amount: string;
  currency: MoneyCurrency;
  format: MoneyFormatter;
  /** Abbreviate (1.2K, 3.4M); the full amount stays available as the title. */
  abb?: boolean;
  /** Colour negative amounts with the critical tone. */
  highlightNegative?: boolean;
}

export function Money({ amount, currency, format, abb = false, highlightNegative = false }: MoneyProps) {
  const full = format(amount, currency, 'full');
  const shown = abb ? format(amount, currency, 'abb') : full;
  const isNegative = full.startsWith('-');
  const className = highlightNegative && isNegative ? `${styles.money} ${styles.negative}` : styles.money;
  return (
    <data value={amount} className={className} title={abb && shown !== full ? full : undefined}>
      {shown}
    </data>
  );
}
