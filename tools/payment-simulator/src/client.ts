import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PendingGatewayDeposit, WebhookResult } from '@casino/contracts';
import { PendingGatewayDeposit as PendingSchema, SIGNATURE_HEADER, WEBHOOK_PATH } from '@casino/contracts';
import { z } from 'zod';
import { signWebhook } from './sign';

export interface SimulatorOptions {
  /** The API's origin, e.g. http://localhost:3000. */
  apiUrl: string;
  /** The shared webhook secret (PAYMENT_WEBHOOK_SECRET of the API). */
  secret: string;
  fetch?: typeof fetch;
}

/** The API's development default, used when PAYMENT_WEBHOOK_SECRET is not set on either side. */
export const DEV_SECRET = 'dev-payment-webhook-secret-change-me';

export interface WebhookReply {
  status: number;
  body: Partial<WebhookResult> & { message?: string; reason?: string };
}

const newEventId = () => `sim-${randomBytes(8).toString('hex')}`;

/** Posts one signed webhook, as the payment gateway would. */
export async function sendWebhook(
  options: SimulatorOptions,
  provider: PaymentProvider,
  payload: Record<string, unknown>,
): Promise<WebhookReply> {
  const raw = JSON.stringify(payload);
  const res = await (options.fetch ?? fetch)(`${options.apiUrl}${WEBHOOK_PATH}/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(options.secret, raw) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as WebhookReply['body'] };
}

/** Pending QR, phone-wallet, crypto and announced auto-bank deposits (the API's dev-only list). */
export async function listPending(options: SimulatorOptions): Promise<PendingGatewayDeposit[]> {
  const res = await (options.fetch ?? fetch)(`${options.apiUrl}/dev/payments/pending`);
  if (!res.ok)
    throw new Error(`GET /dev/payments/pending answered ${res.status} (is the API in development mode?)`);
  return z.array(PendingSchema).parse(await res.json());
}

/**
 * Pays a deposit by reference. Provider and amount come from the API's dev-only pending list, unless
 * both are given (a production-mode API has no such list).
 */
export async function pay(
  options: SimulatorOptions,
  reference: string,
  overrides: { amount?: string; provider?: PaymentProvider; eventId?: string } = {},
): Promise<WebhookReply> {
  const known =
    overrides.provider && overrides.amount
      ? { provider: overrides.provider, amount: overrides.amount }
      : (await listPending(options)).find((d) => d.reference === reference);
  if (!known) throw new Error(`No pending gateway deposit ${reference}`);
  return sendWebhook(options, known.provider, {
    event_id: overrides.eventId ?? newEventId(),
    type: 'payment.succeeded',
    reference,
    amount: overrides.amount ?? known.amount,
    ...(known.provider === 'crypto' ? { transaction_id: `0x${randomBytes(32).toString('hex')}` } : {}),
  });
}

/** Posts a line of the brand's bank statement for auto-bank matching. */
export function statement(
  options: SimulatorOptions,
  line: { bank: string; account: string; amount: string; eventId?: string },
): Promise<WebhookReply> {
  return sendWebhook(options, 'autobank', {
    event_id: line.eventId ?? newEventId(),
    type: 'bank.statement',
    bank_code: line.bank,
    account_no: line.account,
    amount: line.amount,
  });
}
