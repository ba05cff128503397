import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useHistoryRangeQuery } from '@casino/i18n';
import { activityLogApi, depositApi, walletTransferApi, withdrawalApi } from '@casino/contracts';
import type { ActivityLogType, TransactionStatus, TransferSource } from '@casino/contracts';
import { cashboxKeys } from './keys';

export const HISTORY_PAGE_SIZE = 10;

/**
 * What every history filters by: an inclusive range of business days (YYYY-MM-DD in the brand's time
 * zone, empty for open) and a page.
 */
export interface HistoryRange {
  startDate: string;
  endDate: string;
  page: number;
}

function pageQuery({ page }: HistoryRange) {
  return { $limit: HISTORY_PAGE_SIZE, $skip: (page - 1) * HISTORY_PAGE_SIZE };
}

export function useDepositHistory(range: HistoryRange, status: TransactionStatus | '') {
  const client = useApiClient();
  const filter = { ...useHistoryRangeQuery(range), ...(status ? { status } : {}) };
  const list = useQuery({
    queryKey: cashboxKeys.history('deposit', { ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(depositApi.depositTransactionFind, { ...filter, ...pageQuery(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: cashboxKeys.history('deposit-summary', filter),
    queryFn: ({ signal }) => client.find(depositApi.depositTransactionSummaryFind, filter, { signal }),
  });
  return { list, summary };
}

export function useWithdrawHistory(range: HistoryRange, status: TransactionStatus | '') {
  const client = useApiClient();
  const filter = { ...useHistoryRangeQuery(range), ...(status ? { status } : {}) };
  const list = useQuery({
    queryKey: cashboxKeys.history('withdraw', { ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(withdrawalApi.withdrawalTransactionFind, { ...filter, ...pageQuery(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: cashboxKeys.history('withdraw-summary', filter),
    queryFn: ({ signal }) => client.find(withdrawalApi.withdrawalTransactionSummaryFind, filter, { signal }),
  });
  return { list, summary };
}

export function useTransferHistory(range: HistoryRange, source: TransferSource | '') {
  const client = useApiClient();
  const filter = { ...useHistoryRangeQuery(range), ...(source ? { source } : {}) };
  const list = useQuery({
    queryKey: cashboxKeys.history('transfer', { ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(walletTransferApi.transferHistoryFind, { ...filter, ...pageQuery(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: cashboxKeys.history('transfer-summary', filter),
    queryFn: ({ signal }) => client.find(walletTransferApi.transferHistorySummaryFind, filter, { signal }),
  });
  return { list, summary };
}

export function useActivityHistory(range: HistoryRange, type: ActivityLogType | '') {
  const client = useApiClient();
  const filter = { ...useHistoryRangeQuery(range), ...(type ? { type } : {}) };
  const list = useQuery({
    queryKey: cashboxKeys.history('activity', { ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(activityLogApi.activityLogsFind, { ...filter, ...pageQuery(range) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: cashboxKeys.history('activity-summary', filter),
    queryFn: ({ signal }) => client.find(activityLogApi.activityLogsSummaryFind, filter, { signal }),
  });
  return { list, summary };
}
