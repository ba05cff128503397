import { z } from './zod-config';
import { defineEndpoint } from './endpoint';
import { historyRangeFilters } from './business-day';
import { TransactionStatus } from './ledger';
import { noQuery, listQuery, paginated } from './query';
import {
  QueueWithdrawalBody,
  Withdrawal,
  WithdrawalConfig,
  WithdrawalSummary,
  WithdrawalType,
  WithdrawDescription,
} from './withdrawal';

export const queueWithdrawalCreate = defineEndpoint({
  service: 'queue-withdrawal',
  scope: 'mb',
  method: 'create',
  summary: "Request a withdrawal to the member's bank account; the amount is held at once.",
  body: QueueWithdrawalBody,
  response: Withdrawal,
});

const historyQuery = listQuery(['createdAt', 'amount'], {
  status: TransactionStatus.optional(),
  ...historyRangeFilters,
});

export const withdrawalTransactionFind = defineEndpoint({
  service: 'withdrawal-transaction',
  scope: 'mb',
  method: 'find',
  summary: 'Withdrawal history: date range, status filter, pagination (newest first by default).',
  query: historyQuery,
  response: paginated(Withdrawal),
});

export const withdrawalTransactionSummaryFind = defineEndpoint({
  service: 'withdrawal-transaction-summary',
  scope: 'mb',
  method: 'find',
  summary: 'Counts and sums per status of the withdrawal history in the same range and filter.',
  query: historyQuery.omit({ $limit: true, $skip: true, $sort: true }),
  response: WithdrawalSummary,
});

export const configWithdrawalFind = defineEndpoint({
  service: 'config-withdrawal',
  scope: 'mb',
  method: 'find',
  summary: "Withdrawal limits and mode in the member's currency, balance and turnover state.",
  query: noQuery,
  response: WithdrawalConfig,
});

export const withdrawalTypeFind = defineEndpoint({
  service: 'withdrawal-type',
  scope: 'mb',
  method: 'find',
  summary: 'Withdrawal methods (bank account) with their processing mode.',
  query: noQuery,
  response: paginated(WithdrawalType),
});

export const withdrawDescriptionFind = defineEndpoint({
  service: 'withdraw-description',
  scope: 'pb',
  method: 'find',
  summary: 'The text shown above the withdrawal form, in the requested language.',
  query: z.strictObject({ language: z.string().min(2).max(10).optional() }),
  response: WithdrawDescription,
});
