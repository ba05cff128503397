import { HistoryFrame, historyFrameLabels, useHistoryFilters } from '@casino/ui-kit';
import { CouponStatus } from '@casino/contracts/promotions';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { COUPON_HISTORY_PAGE_SIZE, useCouponHistory } from '../api';
import { useCouponText } from '../text';
import { CouponStatusBadge } from './coupon-status';
import * as styles from './coupon.css';

/**
 * The member's redemptions: a range of business days (the brand's time zone, named under the filters) and
 * a status to narrow them, the table, pages. Changing a filter returns to page 1.
 */
export function CouponHistory({ money }: { money: (amount: string) => string }) {
  const t = useCouponText();
  const daysNote = useBusinessDaysNote();
  const filters = useHistoryFilters({
    label: t('history.status'),
    allLabel: t('history.all'),
    values: CouponStatus,
    optionLabel: (status) => t(`status.${status}`),
  });
  const history = useCouponHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      filters={filters}
      list={history}
      pageSize={COUPON_HISTORY_PAGE_SIZE}
      labels={historyFrameLabels(t, { table: t('history.title'), daysNote })}
      columns={[
        { header: t('history.date'), cell: (row) => formatLocalDateTime(row.createdAt) },
        { header: t('history.code'), cell: (row) => row.code },
        {
          header: t('history.name'),
          cell: (row) => (
            <>
              {row.name}
              {row.status === 'fail' && row.note ? <span className={styles.cellNote}>{row.note}</span> : null}
            </>
          ),
        },
        { header: t('history.bonus'), cell: (row) => money(row.bonus) },
        { header: t('history.status'), cell: (row) => <CouponStatusBadge status={row.status} /> },
      ]}
    />
  );
}
