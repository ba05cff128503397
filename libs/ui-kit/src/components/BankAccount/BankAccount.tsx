import type { ReactNode } from 'react';
import { CopyButton } from '../CopyButton/CopyButton';
import * as styles from './BankAccount.css';

export interface BankAccountProps {
  /** Digits as stored. */
  accountNumber: string;
  /** Display grouping, e.g. `formatBankAccount` from @casino/i18n (10 digits 3-6-1, 13 digits 3-3-7). */
  format: (accountNumber: string) => string;
  bankName?: ReactNode;
  accountName?: ReactNode;
  /** When given, a copy button copies the raw digits (not the dashes). */
  copy?: { label: string; copiedLabel: string };
}

export function BankAccount({ accountNumber, format, bankName, accountName, copy }: BankAccountProps) {
  return (
    <div className={styles.root}>
      {bankName ? <span className={styles.bank}>{bankName}</span> : null}
      <span className={styles.row}>
        <span className={styles.number}>{format(accountNumber)}</span>
        {copy ? <CopyButton text={accountNumber} label={copy.label} copiedLabel={copy.copiedLabel} /> : null}
      </span>
      {accountName ? <span className={styles.holder}>{accountName}</span> : null}
    </div>
  );
}
