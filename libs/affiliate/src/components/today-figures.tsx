import type { AffiliateTransaction } from '@casino/contracts/affiliate';
import { formatDay, useAffiliateText } from '../text';
import * as styles from './affiliate.css';

export interface TodayFiguresProps {
  transaction: AffiliateTransaction;
  /** Whether referral is the member's active bonus: the estimate is 0 otherwise, and says why. */
  joined: boolean | undefined;
  money: (amount: string) => string;
}

/** Today so far: what the referred members staked and lost, the income it would make, and the balance. */
export function TodayFigures({ transaction, joined, money }: TodayFiguresProps) {
  const t = useAffiliateText();
  const figures = [
    ['turnover', t('income.today.turnover'), transaction.turnover],
    ['net-loss', t('income.today.netLoss'), transaction.net_loss],
    ['estimated', t('income.today.estimated'), transaction.estimated_income],
    ['balance', t('income.today.available'), transaction.available],
  ] as const;
  return (
    <>
      <p className={styles.muted}>{t('income.today.day', { day: formatDay(transaction.business_day) })}</p>
      <dl className={styles.figures}>
        {figures.map(([id, label, amount]) => (
          <div key={id} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue} data-testid={`affiliate-today-${id}`}>
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {joined === false ? <p className={styles.muted}>{t('income.today.notJoined')}</p> : null}
    </>
  );
}
