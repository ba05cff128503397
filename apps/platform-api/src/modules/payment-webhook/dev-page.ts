import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PendingGatewayDeposit } from '@casino/contracts';
import { SIGNATURE_HEADER, WEBHOOK_PATH } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { pendingGatewayDeposits } from './pending';
import { signPayload } from './signature';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(deposits: PendingGatewayDeposit[], flash: string | undefined): string {
  const rows = deposits
    .map(
      (d) => `<tr><td>${escapeHtml(d.reference)}</td><td>${escapeHtml(d.payment_type_code)}</td>
<td>${escapeHtml(d.username)}</td><td>${escapeHtml(d.amount)}</td>
<td>${escapeHtml(d.crypto_amount ? `${d.crypto_amount} → ${d.payment_address ?? ''}` : '')}</td>
<td>${escapeHtml(d.expires_at ?? '')}</td>
<td><form method="post" action="/dev/payments/pay/${encodeURIComponent(d.reference)}"><button>Pay</button></form></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment simulator</title></head>
<body><h1>Payment simulator (development only)</h1>
${flash ? `<p><strong>${escapeHtml(flash)}</strong></p>` : ''}
<h2>Pending gateway deposits</h2>
<table border="1" cellpadding="4"><thead><tr><th>Reference</th><th>Method</th><th>Member</th><th>Amount</th>
<th>Crypto</th><th>Expires</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="7">None</td></tr>'}</tbody></table>
<h2>Bank statement line (auto bank)</h2>
<form method="post" action="/dev/payments/statement">
<label>Bank code <input name="bank_code" value="KBANK" required></label>
<label>Account number <input name="account_no" required pattern="\\d{6,20}"></label>
<label>Amount <input name="amount" required pattern="\\d+(\\.\\d+)?"></label>
<button>Post statement line</button></form></body></html>`;
}

/**
 * Dev tools only (config.devTools): a page listing pending gateway
 * deposits with pay buttons, and the JSON list the CLI simulator reads. Paying goes through the
 * signed webhook like the real gateway would, never around it.
 */
export async function devPaymentRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const sendWebhook = async (provider: PaymentProvider, payload: Record<string, unknown>) => {
    const raw = JSON.stringify(payload);
    const res = await app.inject({
      method: 'POST',
      url: `${WEBHOOK_PATH}/${provider}`,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(app.config.paymentWebhookSecret, raw),
      },
      payload: raw,
    });
    const body = res.json<{ outcome?: string; message?: string }>();
    return `${res.statusCode}: ${body.outcome ?? body.message ?? ''}`;
  };
  const eventId = () => `dev-${randomBytes(8).toString('hex')}`;

  app.get<{ Querystring: { flash?: string } }>(
    '/dev/payments',
    { schema: { hide: true } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(await pendingGatewayDeposits(app.db), request.query.flash)),
  );

  app.get('/dev/payments/pending', { schema: { hide: true } }, async () => pendingGatewayDeposits(app.db));

  app.post<{ Params: { reference: string } }>(
    '/dev/payments/pay/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const deposit = (await pendingGatewayDeposits(app.db)).find(
        (d) => d.reference === request.params.reference,
      );
      const flash = deposit
        ? await sendWebhook(deposit.provider, {
            event_id: eventId(),
            type: 'payment.succeeded',
            reference: deposit.reference,
            amount: deposit.amount,
            ...(deposit.provider === 'crypto'
              ? { transaction_id: `0x${randomBytes(32).toString('hex')}` }
              : {}),
          })
        : 'No such pending deposit';
      return reply.redirect(`/dev/payments?flash=${encodeURIComponent(flash)}`, 303);
    },
  );

  app.post<{ Body: Record<string, string> | undefined }>(
    '/dev/payments/statement',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = request.body ?? {};
      const flash = await sendWebhook('autobank', {
        event_id: eventId(),
        type: 'bank.statement',
        bank_code: form['bank_code'] ?? '',
        account_no: form['account_no'] ?? '',
        amount: form['amount'] ?? '',
      });
      return reply.redirect(`/dev/payments?flash=${encodeURIComponent(flash)}`, 303);
    },
  );
}
