import type { PaymentWebhook } from '@casino/contracts';
import {
  PaymentProvider,
  PaymentWebhook as WebhookSchema,
  SIGNATURE_HEADER,
  WEBHOOK_PATH,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../config';
import { AppError, MESSAGES, fieldError } from '../../http/errors';
import { devPaymentRoutes } from './dev-page';
import { applyWebhook } from './settle-webhook';
import { verifySignature } from './signature';
import { publishMemoNotice } from '../memo';

const INVALID_SIGNATURE = 'Invalid webhook signature';

function parsePayload(raw: string): PaymentWebhook {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', MESSAGES.malformedJson);
  }
  const parsed = WebhookSchema.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) =>
      fieldError(['body', ...i.path.map(String)].join('.'), i.message),
    );
    throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, errors);
  }
  return parsed.data;
}

/**
 * `POST /webhooks/payments/:provider`: the simulated gateway's callbacks. The signature covers the raw
 * body, so this scope keeps JSON bodies as strings; nothing is read before the signature checks out.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  // Only a demo (dev tools on) may get here with the published secret: src/config.ts refuses it otherwise.
  if (app.config.nodeEnv === 'production' && app.config.paymentWebhookSecret === DEV_PAYMENT_WEBHOOK_SECRET) {
    app.log.warn(
      'PAYMENT_WEBHOOK_SECRET is the public development default: set it before taking real payments',
    );
  }
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post<{ Params: { provider: string } }>(
    `${WEBHOOK_PATH}/:provider`,
    {
      schema: { hide: true },
      // Before the signature is checked: a flood of forged calls costs an HMAC each, not a transaction.
      config: { rateLimit: { max: app.config.rateLimits.webhookPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const provider = PaymentProvider.safeParse(request.params.provider);
      if (!provider.success) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      if (
        !verifySignature(
          app.config.paymentWebhookSecret,
          raw,
          typeof header === 'string' ? header : undefined,
        )
      ) {
        throw new AppError(401, 'INVALID_SIGNATURE', INVALID_SIGNATURE);
      }
      const handled = await applyWebhook(app.db, provider.data, parsePayload(raw));
      if (handled.event) {
        // Committed already: a bus failure must not turn a settled payment into an error reply.
        await app.events.publish(handled.event.userId, handled.event.message).catch((err: unknown) => {
          request.log.error({ err }, 'deposit event not published');
        });
        await publishMemoNotice(app, handled.event.userId);
      }
      if (handled.refusal) throw handled.refusal;
      return handled.result;
    },
  );

  if (app.config.devTools) await app.register(devPaymentRoutes);
}
