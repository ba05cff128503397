import { HistoryFrame, historyFrameLabels } from '@casino/ui-kit';
import { useBusinessDaysNote } from '@casino/i18n';
import { HISTORY_PAGE_SIZE, useDailyIncome } from '../api/income';
import { formatDay, useAffiliateText } from '../text';
import { useOrderedHistoryFilters } from './history-order';

/**
 * The member's income per business day, within business days picked (sent as days: the server counts
 * them in the brand's time zone): the members who played, their turnover and net loss, the rate and the
 * income.
 */
export function DailyIncome({ money }: { money: (amount: string) => string }) {
  const t = useAffiliateText();
  const daysNote = useBusinessDaysNote();
  const { filters, order } = useOrderedHistoryFilters();
  const income = useDailyIncome(filters.range, order);
  const labels = historyFrameLabels(t, { table: t('income.daily.table'), daysNote });
  return (
    <HistoryFrame
      filters={filters}
      list={{
        ...income,
        // Rows are days: the day is the row's key.
        data: income.data && {
          ...income.data,
          data: income.data.data.map((row) => ({ ...row, id: row.business_day })),
        },
      }}
      pageSize={HISTORY_PAGE_SIZE}
      labels={{
        ...labels,
        empty: t('income.daily.empty'),
        pagination: { ...labels.pagination, navigation: t('income.daily.pages') },
      }}
      columns={[
        { header: t('income.daily.day'), cell: (row) => formatDay(row.business_day) },
        { header: t('income.daily.members'), cell: (row) => row.members },
        { header: t('income.daily.turnover'), cell: (row) => money(row.turnover) },
        { header: t('income.daily.netLoss'), cell: (row) => money(row.net_loss) },
        {
          header: t('income.daily.rate'),
          cell: (row) => t('standing.rateValue', { rate: row.rate, base: t(`base.${row.base_kind}`) }),
        },
        { header: t('income.daily.amount'), cell: (row) => money(row.amount) },
      ]}
    />
  );
}
