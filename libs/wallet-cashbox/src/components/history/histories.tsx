import { ActivityLogType, TransactionStatus, TransferSource } from '@casino/contracts';
import { formatLocalDateTime } from '@casino/i18n';
import { useState } from 'react';
import {
  useActivityHistory,
  useDepositHistory,
  useTransferHistory,
  useWithdrawHistory,
  type HistoryRange,
} from '../../api/history';
import type { WalletCurrency } from '../../api/wallet';
import { moneyFormatter, useCashboxText } from '../../text';
import { HistoryFrame } from './history-frame';
import { StatusBadge } from './status-badge';

const firstPage = (): HistoryRange => ({ startDate: '', endDate: '', page: 1 });

function useStatusFilter() {
  const t = useCashboxText();
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  return {
    status,
    filter: {
      label: t('history.status'),
      value: status,
      onChange: (value: string) => setStatus(value === '' ? '' : TransactionStatus.parse(value)),
      options: [
        { value: '', label: t('history.all') },
        ...TransactionStatus.options.map((s) => ({ value: s, label: t(`history.statuses.${s}`) })),
      ],
    },
  };
}

export function DepositHistory({ currency }: { currency: WalletCurrency }) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const [range, setRange] = useState(firstPage);
  const { status, filter } = useStatusFilter();
  const { list, summary } = useDepositHistory(range, status);
  const s = summary.data;
  return (
    <HistoryFrame
      range={range}
      onRange={setRange}
      filter={filter}
      loading={list.isFetching}
      total={list.data?.total ?? 0}
      summary={
        s ? (
          <p>
            {t('history.summary.count', { count: s.total_count })} ·{' '}
            {t('history.summary.success', { amount: money(s.success_amount) })}
          </p>
        ) : null
      }
      columns={[
        t('history.date'),
        t('history.method'),
        t('history.amount'),
        t('deposit.fee'),
        t('history.status'),
        t('history.reference'),
      ]}
      rows={list.data?.data.map((d) => ({
        key: d.id,
        cells: [
          formatLocalDateTime(d.createdAt),
          t(`deposit.methods.${d.payment_type_code}`),
          money(d.deposit_amount),
          money(d.fee),
          <StatusBadge key="status" status={d.status} />,
          d.reference,
        ],
      }))}
    />
  );
}

export function WithdrawHistory({ currency }: { currency: WalletCurrency }) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const [range, setRange] = useState(firstPage);
  const { status, filter } = useStatusFilter();
  const { list, summary } = useWithdrawHistory(range, status);
  const s = summary.data;
  return (
    <HistoryFrame
      range={range}
      onRange={setRange}
      filter={filter}
      loading={list.isFetching}
      total={list.data?.total ?? 0}
      summary={
        s ? (
          <p>
            {t('history.summary.count', { count: s.total_count })} ·{' '}
            {t('history.summary.success', { amount: money(s.success_amount) })} ·{' '}
            {t('history.summary.pending', { amount: money(s.pending_amount) })} ·{' '}
            {t('history.summary.failed', { amount: money(s.fail_amount) })}
          </p>
        ) : null
      }
      columns={[
        t('history.date'),
        t('history.amount'),
        t('history.status'),
        t('history.reference'),
        t('history.detail'),
      ]}
      rows={list.data?.data.map((w) => ({
        key: w.id,
        cells: [
          formatLocalDateTime(w.createdAt),
          money(w.amount),
          <StatusBadge key="status" status={w.status} />,
          w.reference,
          w.contact_staff ? t('withdraw.refused') : (w.note ?? ''),
        ],
      }))}
    />
  );
}

export function TransferHistory({ currency }: { currency: WalletCurrency }) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const [range, setRange] = useState(firstPage);
  const [source, setSource] = useState<TransferSource | ''>('');
  const { list, summary } = useTransferHistory(range, source);
  const s = summary.data;
  return (
    <HistoryFrame
      range={range}
      onRange={setRange}
      filter={{
        label: t('history.source'),
        value: source,
        onChange: (value) => setSource(value === '' ? '' : TransferSource.parse(value)),
        options: [
          { value: '', label: t('history.all') },
          ...TransferSource.options.map((v) => ({ value: v, label: t(`balances.${v}`) })),
        ],
      }}
      loading={list.isFetching}
      total={list.data?.total ?? 0}
      summary={
        s ? (
          <p>
            {t('history.summary.count', { count: s.total_count })} ·{' '}
            {t('history.summary.total', { amount: money(s.total_amount) })}
          </p>
        ) : null
      }
      columns={[t('history.date'), t('history.source'), t('history.amount'), t('history.status')]}
      rows={list.data?.data.map((row) => ({
        key: row.id,
        cells: [
          formatLocalDateTime(row.createdAt),
          t(`balances.${row.source}`),
          money(row.amount),
          <StatusBadge key="status" status={row.status} />,
        ],
      }))}
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

export function ActivityHistory({ currency }: { currency: WalletCurrency }) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const [range, setRange] = useState(firstPage);
  const [type, setType] = useState<ActivityLogType | ''>('');
  const { list, summary } = useActivityHistory(range, type);
  return (
    <HistoryFrame
      range={range}
      onRange={setRange}
      filter={{
        label: t('history.type'),
        value: type,
        onChange: (value) => setType(value === '' ? '' : ActivityLogType.parse(value)),
        options: [
          { value: '', label: t('history.all') },
          ...ActivityLogType.options.map((v) => ({ value: v, label: t(`activity.${v}`) })),
        ],
      }}
      loading={list.isFetching}
      total={list.data?.total ?? 0}
      summary={summary.data ? <p>{t('history.summary.count', { count: summary.data.total_count })}</p> : null}
      columns={[t('history.date'), t('history.type'), t('history.detail')]}
      rows={list.data?.data.map((row) => ({
        key: row.id,
        cells: [
          formatLocalDateTime(row.createdAt),
          t(`activity.${row.type}`),
          describeDetail(row.detail, money),
        ],
      }))}
    />
  );
}
