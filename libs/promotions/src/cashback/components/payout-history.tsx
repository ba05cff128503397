import { EmptyState, LoadingStatus } from '@casino/ui-kit';
import type { CashbackKind } from '@casino/contracts/promotions';
import { useCashbackHistory } from '../api';
import { useCashbackText } from '../text';
import * as styles from './cashback.css';

/** The last days' payouts: day, what it was computed from, the rate and the amount. */
export function PayoutHistory({ kind, money }: { kind: CashbackKind; money: (amount: string) => string }) {
  const t = useCashbackText();
  const history = useCashbackHistory(kind);
  if (!history.data) return <LoadingStatus label={t('loading')} />;
  const { data, total } = history.data;
  if (data.length === 0) return <EmptyState title={t('historyTable.empty')} />;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.muted}>
          {t('historyTable.count', { shown: data.length, total: Math.max(total, data.length) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('historyTable.day')}</th>
            <th scope="col">{t(`kinds.${kind}.base`)}</th>
            <th scope="col">{t('historyTable.rate')}</th>
            <th scope="col">{t('historyTable.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((payout) => (
            <tr key={payout.business_day}>
              <td>
                <time dateTime={payout.business_day}>{payout.business_day}</time>
              </td>
              <td>{money(payout.base)}</td>
              <td>{payout.rate}%</td>
              <td>{money(payout.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
