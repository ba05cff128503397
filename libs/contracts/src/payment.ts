import { z } from './zod-config';
import { MoneyString } from './money';

/**
 * Payment gateway webhooks: `POST /webhooks/payments/{provider}` with the header
 * `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const PaymentProvider = z.enum(['promptpay', 'truewallet', 'crypto', 'autobank']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export const WEBHOOK_PATH = '/webhooks/payments';
export const SIGNATURE_HEADER = 'x-payment-signature';
/** Signatures older or newer than this are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const eventId = z.string().min(1).max(100);

/** A QR, phone-wallet or crypto deposit was paid. */
export const PaymentSucceeded = z.strictObject({
  event_id: eventId,
  type: z.literal('payment.succeeded'),
  reference: z.string().min(1).max(64),
  amount: MoneyString,
  /** Crypto: the chain transaction id. */
  transaction_id: z.string().min(1).max(200).optional(),
});

/** A line of the brand's bank statement (auto bank): matched to the member by their registered account. */
export const BankStatementLine = z.strictObject({
  event_id: eventId,
  type: z.literal('bank.statement'),
  bank_code: z.string().min(1).max(20),
  account_no: z.string().regex(/^\d{6,20}$/),
  amount: MoneyString,
});

export const PaymentWebhook = z.discriminatedUnion('type', [PaymentSucceeded, BankStatementLine]);
export type PaymentWebhook = z.infer<typeof PaymentWebhook>;

export const WebhookOutcome = z.enum([
  'credited',
  'duplicate',
  'already_final',
  'unmatched',
  'expired',
  'rejected',
]);

export const WebhookResult = z.object({
  outcome: WebhookOutcome,
  reference: z.string().nullable(),
});
export type WebhookResult = z.infer<typeof WebhookResult>;

/** A pending gateway deposit as the dev payment page and the simulator list them. */
export const PendingGatewayDeposit = z.object({
  reference: z.string(),
  provider: PaymentProvider,
  payment_type_code: z.string(),
  amount: MoneyString,
  username: z.string(),
  expires_at: z.string().nullable(),
  payment_address: z.string().nullable(),
  crypto_amount: z.string().nullable(),
});
export type PendingGatewayDeposit = z.infer<typeof PendingGatewayDeposit>;
