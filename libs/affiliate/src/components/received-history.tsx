import { HistoryFrame, historyFrameLabels } from '@casino/ui-kit';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { HISTORY_PAGE_SIZE, useReceivedHistory } from '../api/income';
import { formatDay, signedMoney, useAffiliateText } from '../text';
import { useOrderedHistoryFilters } from './history-order';

/**
 * The received referral history: each day's income into the affiliate balance and each transfer out of
 * it to the main wallet, within business days picked (sent as their exact instants), signed amounts.
 */
export function ReceivedHistory({ money }: { money: (amount: string) => string }) {
  const t = useAffiliateText();
  const daysNote = useBusinessDaysNote();
  const { filters, order } = useOrderedHistoryFilters();
  const history = useReceivedHistory(filters.range, order);
  const labels = historyFrameLabels(t, { table: t('income.received.table'), daysNote });
  return (
    <HistoryFrame
      filters={filters}
      list={history}
      pageSize={HISTORY_PAGE_SIZE}
      labels={{
        ...labels,
        empty: t('income.received.empty'),
        pagination: { ...labels.pagination, navigation: t('income.received.pages') },
      }}
      columns={[
        { header: t('income.received.date'), cell: (row) => formatLocalDateTime(row.createdAt) },
        {
          header: t('income.received.what'),
          cell: (row) =>
            row.kind === 'income' && row.business_day
              ? t('income.received.kinds.income', { day: formatDay(row.business_day) })
              : t('income.received.kinds.transfer'),
        },
        { header: t('income.received.amount'), cell: (row) => signedMoney(money, row.amount) },
      ]}
    />
  );
}
