import { EmptyState, LoadingStatus, Pagination, Select, Stack, TextInput } from '@casino/ui-kit';
import { CouponStatus } from '@casino/contracts/promotions';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { useId, useState } from 'react';
import { COUPON_HISTORY_PAGE_SIZE, useCouponHistory } from '../api';
import type { CouponHistoryRange } from '../api';
import { useCouponText } from '../text';
import { CouponStatusBadge } from './coupon-status';
import * as styles from './coupon.css';

const firstPage = (): CouponHistoryRange => ({ startDate: '', endDate: '', page: 1 });

/**
 * The member's redemptions: a range of business days (the brand's time zone, named under the filters) and
 * a status to narrow them, the table, pages. Changing a filter returns to page 1.
 */
export function CouponHistory({ money }: { money: (amount: string) => string }) {
  const t = useCouponText();
  const daysNote = useBusinessDaysNote();
  const daysNoteId = useId();
  const [range, setRange] = useState(firstPage);
  const [status, setStatus] = useState<CouponStatus | ''>('');
  const history = useCouponHistory(range, status);
  const rows = history.data?.data;
  const loading = history.isFetching;
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / COUPON_HISTORY_PAGE_SIZE));
  return (
    <Stack gap="md">
      <div className={styles.filters}>
        <TextInput
          label={t('history.from')}
          type="date"
          value={range.startDate}
          max={range.endDate || undefined}
          aria-describedby={daysNoteId}
          onChange={(event) => setRange({ ...range, startDate: event.target.value, page: 1 })}
        />
        <TextInput
          label={t('history.to')}
          type="date"
          value={range.endDate}
          min={range.startDate || undefined}
          aria-describedby={daysNoteId}
          onChange={(event) => setRange({ ...range, endDate: event.target.value, page: 1 })}
        />
        <Select
          label={t('history.status')}
          value={status}
          options={[
            { value: '', label: t('history.all') },
            ...CouponStatus.options.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          onChange={(event) => {
            const chosen = event.target.value;
            setStatus(chosen === '' ? '' : CouponStatus.parse(chosen));
            setRange({ ...range, page: 1 });
          }}
        />
      </div>
      <p id={daysNoteId} className={styles.filterNote}>
        {daysNote}
      </p>
      {rows === undefined || (loading && rows.length === 0) ? (
        <LoadingStatus label={t('loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
        <div className={styles.tableScroll} role="region" aria-label={t('history.title')} tabIndex={0}>
          <table className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.code')}</th>
                <th scope="col">{t('history.name')}</th>
                <th scope="col">{t('history.bonus')}</th>
                <th scope="col">{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatLocalDateTime(row.createdAt)}</td>
                  <td>{row.code}</td>
                  <td>
                    {row.name}
                    {row.status === 'fail' && row.note ? (
                      <span className={styles.cellNote}>{row.note}</span>
                    ) : null}
                  </td>
                  <td>{money(row.bonus)}</td>
                  <td>
                    <CouponStatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination
          page={range.page}
          pageCount={pageCount}
          onChange={(page) => setRange({ ...range, page })}
          labels={{
            navigation: t('history.pagination.navigation'),
            previous: t('history.pagination.previous'),
            next: t('history.pagination.next'),
            page: (page) => t('history.pagination.page', { page }),
          }}
        />
      ) : null}
    </Stack>
  );
}
