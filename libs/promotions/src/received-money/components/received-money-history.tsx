import { HistoryFrame, historyFrameLabels, Stack, useHistoryFilters } from '@casino/ui-kit';
import { MoneyTriggerEvent } from '@casino/contracts/promotions';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { RECEIVED_MONEY_PAGE_SIZE, useReceivedMoney } from '../api';
import { useReceivedMoneyText } from '../text';

/**
 * Money that reached the member's wallet from triggers (deposit rewards, staff gifts): a range of business
 * days and a kind to narrow it, the sum of what matches, the table and its pages.
 */
export function ReceivedMoneyHistory({ money }: { money: (amount: string) => string }) {
  const t = useReceivedMoneyText();
  const daysNote = useBusinessDaysNote();
  const filters = useHistoryFilters({
    label: t('event.label'),
    allLabel: t('event.all'),
    values: MoneyTriggerEvent,
    optionLabel: (event) => t(`event.${event}`),
  });
  const history = useReceivedMoney(filters.range, filters.value);
  const total = history.data?.total_amount;
  return (
    <Stack gap="md">
      <p>{t('intro')}</p>
      <HistoryFrame
        filters={filters}
        list={history}
        pageSize={RECEIVED_MONEY_PAGE_SIZE}
        summary={total === undefined ? null : t('total', { amount: money(total) })}
        labels={historyFrameLabels(t, { table: t('history.title'), daysNote })}
        columns={[
          { header: t('history.date'), cell: (row) => formatLocalDateTime(row.createdAt) },
          { header: t('history.name'), cell: (row) => row.name },
          { header: t('history.reason'), cell: (row) => t(`event.${row.event}`) },
          { header: t('history.reference'), cell: (row) => row.reference ?? '—' },
          { header: t('history.amount'), cell: (row) => money(row.amount) },
        ]}
      />
    </Stack>
  );
}
