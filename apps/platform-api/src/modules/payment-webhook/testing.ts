import type { PaymentProvider } from '@casino/contracts';
import { SIGNATURE_HEADER, WEBHOOK_PATH } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { signPayload } from './signature';

let events = 0;
export const eventId = () => `evt-${Date.now()}-${++events}`;

/** Posts a webhook signed with the app's secret (or the one given), as the gateway would. */
export function postWebhook(
  app: FastifyInstance,
  provider: PaymentProvider,
  payload: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const raw = JSON.stringify(payload);
  const signature =
    options.signature ??
    signPayload(options.secret ?? app.config.paymentWebhookSecret, raw, options.timestamp);
  return app.inject({
    method: 'POST',
    url: `${WEBHOOK_PATH}/${provider}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

export const paid = (reference: string, amount: string, extra: Record<string, unknown> = {}) => ({
  event_id: eventId(),
  type: 'payment.succeeded',
  reference,
  amount,
  ...extra,
});
