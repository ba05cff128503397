import { ActivityLogType, TransactionStatus, TransferSource } from '@casino/contracts';
import { formatLocalDateTime } from '@casino/i18n';
import type { HistoryColumn } from '@casino/ui-kit';
import {
  useActivityHistory,
  useDepositHistory,
  useTransferHistory,
  useWithdrawHistory,
} from '../../api/history';
import type { WalletCurrency } from '../../api/wallet';
import { moneyFormatter, useCashboxText } from '../../text';
import { HistoryFrame } from './history-frame';
import { StatusBadge } from './status-badge';
import { useHistoryFilters } from './use-history-filters';

type CashboxText = ReturnType<typeof useCashboxText>;

interface HistoryProps {
  currency: WalletCurrency;
}

const dateColumn = (t: CashboxText): HistoryColumn<{ createdAt: string }> => ({
  header: t('history.date'),
  cell: (row) => formatLocalDateTime(row.createdAt),
});

const statusColumn = (t: CashboxText): HistoryColumn<{ status: TransactionStatus }> => ({
  header: t('history.status'),
  cell: (row) => <StatusBadge status={row.status} />,
});

function useStatusFilters() {
  const t = useCashboxText();
  return useHistoryFilters(t('history.status'), TransactionStatus, (s) => t(`history.statuses.${s}`));
}

export function DepositHistory({ currency }: HistoryProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const filters = useStatusFilters();
  const history = useDepositHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      label={t('history.deposit')}
      filters={filters}
      history={history}
      summaryFigures={(s) => [t('history.summary.success', { amount: money(s.success_amount) })]}
      columns={[
        dateColumn(t),
        { header: t('history.method'), cell: (d) => t(`deposit.methods.${d.payment_type_code}`) },
        { header: t('history.amount'), cell: (d) => money(d.deposit_amount) },
        { header: t('deposit.fee'), cell: (d) => money(d.fee) },
        statusColumn(t),
        { header: t('history.reference'), cell: (d) => d.reference },
      ]}
    />
  );
}

export function WithdrawHistory({ currency }: HistoryProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const filters = useStatusFilters();
  const history = useWithdrawHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      label={t('history.withdraw')}
      filters={filters}
      history={history}
      summaryFigures={(s) => [
        t('history.summary.success', { amount: money(s.success_amount) }),
        t('history.summary.pending', { amount: money(s.pending_amount) }),
        t('history.summary.failed', { amount: money(s.fail_amount) }),
      ]}
      columns={[
        dateColumn(t),
        { header: t('history.amount'), cell: (w) => money(w.amount) },
        statusColumn(t),
        { header: t('history.reference'), cell: (w) => w.reference },
        {
          header: t('history.detail'),
          cell: (w) => (w.contact_staff ? t('withdraw.refused') : (w.note ?? '')),
        },
      ]}
    />
  );
}

export function TransferHistory({ currency }: HistoryProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const filters = useHistoryFilters(t('history.source'), TransferSource, (v) => t(`balances.${v}`));
  const history = useTransferHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      label={t('history.transfer')}
      filters={filters}
      history={history}
      summaryFigures={(s) => [t('history.summary.total', { amount: money(s.total_amount) })]}
      columns={[
        dateColumn(t),
        { header: t('history.source'), cell: (row) => t(`balances.${row.source}`) },
        { header: t('history.amount'), cell: (row) => money(row.amount) },
        statusColumn(t),
      ]}
    />
  );
}

/** Amounts in a log entry's detail are decimal strings; the rest is shown as it was recorded. */
function describeDetail(detail: Record<string, unknown>, money: (amount: string) => string): string {
  return Object.entries(detail)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) =>
      key.includes('amount') && typeof value === 'string'
        ? `${key}: ${money(value)}`
        : `${key}: ${String(value)}`,
    )
    .join(', ');
}

export function ActivityHistory({ currency }: HistoryProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const filters = useHistoryFilters(t('history.type'), ActivityLogType, (v) => t(`activity.${v}`));
  const history = useActivityHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      label={t('history.activity')}
      filters={filters}
      history={history}
      columns={[
        dateColumn(t),
        { header: t('history.type'), cell: (row) => t(`activity.${row.type}`) },
        { header: t('history.detail'), cell: (row) => describeDetail(row.detail, money) },
      ]}
    />
  );
}
