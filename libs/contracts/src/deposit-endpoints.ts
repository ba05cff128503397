import { z } from './zod-config';
import { historyRangeFilters } from './business-day';
import {
  CryptoCurrency,
  Deposit,
  DepositGatewayBody,
  DepositPromptpayBody,
  DepositSlipBody,
  DepositStatus,
  DepositSummary,
  FeeQuote,
  PaymentBankInformation,
  PaymentType,
  PendingDepositCheck,
  SlipUpload,
} from './deposit';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { listQuery, noQuery, paginated, queryId } from './query';

export const paymentTypeFind = defineEndpoint({
  service: 'payment-type',
  scope: 'mb',
  method: 'find',
  summary: "Deposit methods in the member's currency, with limits, fee and service charge.",
  query: listQuery(['id'], { language_id: queryId.optional(), include: z.string().optional() }),
  response: paginated(PaymentType),
});

export const paymentBankInformationFind = defineEndpoint({
  service: 'payment-bank-information',
  scope: 'mb',
  method: 'find',
  summary: "The brand's receiving accounts for a method in the member's currency.",
  query: listQuery(['id'], { payment_type_id: queryId.optional() }),
  response: paginated(PaymentBankInformation),
});

export const currencyCryptoFind = defineEndpoint({
  service: 'currency-crypto',
  scope: 'mb',
  method: 'find',
  summary: 'Crypto tokens of a payment type with their exchange rates.',
  query: listQuery(['id'], { payment_type_id: queryId.optional() }),
  response: paginated(CryptoCurrency),
});

export const checkPendingDepositFind = defineEndpoint({
  service: 'check-pending-deposit',
  scope: 'mb',
  method: 'find',
  summary: "The member's pending deposit, if any (only one at a time).",
  query: noQuery,
  response: PendingDepositCheck,
});

export const minimumTransactionFind = defineEndpoint({
  service: 'minimum-transaction',
  scope: 'mb',
  method: 'find',
  summary: 'Fee quote of a deposit before confirming: amount, fee (half-up to the minor unit), received.',
  query: z.strictObject({ payment_type_id: queryId, amount: MoneyString }),
  response: FeeQuote,
});

const historyQuery = listQuery(['createdAt', 'deposit_amount'], {
  status: DepositStatus.optional(),
  ...historyRangeFilters,
});

export const depositTransactionFind = defineEndpoint({
  service: 'deposit-transaction',
  scope: 'mb',
  method: 'find',
  summary: 'Deposit history: date range, status filter, pagination (newest first by default).',
  query: historyQuery,
  response: paginated(Deposit),
});

export const depositTransactionSummaryFind = defineEndpoint({
  service: 'deposit-transaction-summary',
  scope: 'mb',
  method: 'find',
  summary: 'Counts and sums of the deposit history in the same range and filter.',
  query: historyQuery.omit({ $limit: true, $skip: true, $sort: true }),
  response: DepositSummary,
});

export const depositTransactionCreate = defineEndpoint({
  service: 'deposit-transaction',
  scope: 'mb',
  method: 'create',
  summary: 'Bank transfer deposit with slip; pending until staff approve or reject it.',
  body: DepositSlipBody,
  response: Deposit,
});

export const uploadSlipCreate = defineEndpoint({
  service: 'upload-slip',
  scope: 'mb',
  method: 'create',
  summary: 'Multipart upload of a slip image (field `file`; JPEG, PNG or WebP by content; 2 MB).',
  response: SlipUpload,
});

export const depositPromptpayCreate = defineEndpoint({
  service: 'deposit-promptpay',
  scope: 'mb',
  method: 'create',
  summary: 'PromptPay QR deposit: EMVCo payload for the amount, with its expiry.',
  body: DepositPromptpayBody,
  response: Deposit,
});

export const depositGatewayCreate = defineEndpoint({
  service: 'deposit-gateway',
  scope: 'mb',
  method: 'create',
  summary: 'Phone-wallet, crypto or auto-bank deposit, settled by the payment gateway webhook.',
  body: DepositGatewayBody,
  response: Deposit,
});
