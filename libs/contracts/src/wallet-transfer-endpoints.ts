import { defineEndpoint } from './endpoint';
import { historyRangeFilters } from './business-day';
import { listQuery, noQuery, paginated } from './query';
import {
  MinimumTransfer,
  TransferSource,
  WalletTransfer,
  WalletTransferBody,
  WalletTransferSummary,
} from './wallet-transfer';

const transferInto = (source: TransferSource) =>
  defineEndpoint({
    service: `${source}-transfer`,
    scope: 'mb',
    method: 'create',
    summary: `Move an amount of the ${source} balance into the main wallet.`,
    body: WalletTransferBody,
    response: WalletTransfer,
  });

export const cashbackTransferCreate = transferInto('cashback');
export const rebateTransferCreate = transferInto('rebate');
export const affiliateTransferCreate = transferInto('affiliate');

export const minimumTransferFind = defineEndpoint({
  service: 'minimum-transfer',
  scope: 'mb',
  method: 'find',
  summary: 'The minimum transfer amount and the cashback, rebate and affiliate balances.',
  query: noQuery,
  response: MinimumTransfer,
});

const historyQuery = listQuery(['createdAt', 'amount'], {
  source: TransferSource.optional(),
  ...historyRangeFilters,
});

export const transferHistoryFind = defineEndpoint({
  service: 'transfer-history',
  scope: 'mb',
  method: 'find',
  summary: 'Transfers into the main wallet: date range, source filter, pagination (newest first).',
  query: historyQuery,
  response: paginated(WalletTransfer),
});

export const transferHistorySummaryFind = defineEndpoint({
  service: 'transfer-history-summary',
  scope: 'mb',
  method: 'find',
  summary: 'Count and sums per source of the transfer history in the same range and filter.',
  query: historyQuery.omit({ $limit: true, $skip: true, $sort: true }),
  response: WalletTransferSummary,
});
