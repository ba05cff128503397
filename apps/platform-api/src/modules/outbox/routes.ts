import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

interface OutboxRow {
  id: bigint;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown>;
  created_at: string;
}

const OutboxQuery = z.strictObject({
  to: z.string().max(254).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

async function latest(app: FastifyInstance, query: z.infer<typeof OutboxQuery>) {
  const { rows } = await app.db.query<OutboxRow>(
    `SELECT id, channel, recipient, subject, body, meta,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM outbox_messages
      WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR channel = $2)
      ORDER BY id DESC LIMIT $3`,
    [query.to?.toLowerCase() ?? null, query.channel ?? null, query.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    otp: typeof row.meta['otp'] === 'string' ? row.meta['otp'] : null,
    otpReferenceCode: typeof row.meta['reference'] === 'string' ? row.meta['reference'] : null,
    createdAt: row.created_at,
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Dev tools only (config.devTools): the outbox as a page at `/dev/outbox` and as JSON
 * at `/dev/outbox.json?to=&channel=&limit=` (newest first) for the e2e tests.
 */
export async function outboxRoutes(app: FastifyInstance) {
  if (!app.config.devTools) return;

  app.get('/dev/outbox.json', { schema: { hide: true, querystring: OutboxQuery } }, async (request) => ({
    data: await latest(app, request.query as z.infer<typeof OutboxQuery>),
  }));

  // Its inline stylesheet is allowed by a per-response nonce (the site's policy allows no inline style).
  const page = { schema: { hide: true, querystring: OutboxQuery }, helmet: { enableCSPNonces: true } };
  app.get('/dev/outbox', page, async (request, reply) => {
    const messages = await latest(app, request.query as z.infer<typeof OutboxQuery>);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${m.id}</td><td>${m.createdAt}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>` +
          `<td>${escapeHtml(m.subject ?? '')}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>` +
          `<style nonce="${reply.cspNonce.style}">body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;` +
          `padding:4px 8px;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style></head><body>` +
          `<h1>Development outbox</h1><p>Messages the platform would have sent (newest first). ` +
          `Filter with <code>?to=</code> and <code>?channel=sms|email</code>.</p>` +
          `<table><thead><tr><th>#</th><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead>` +
          `<tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
