import type { AddressInfo } from 'node:net';
import type { WsMessage } from '@casino/contracts';
import { SIGNATURE_HEADER, WEBHOOK_PATH, WS_PATH } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createPostgresDb } from '../db/postgres';
import type { Db } from '../db/types';
import { signPayload } from '../modules/payment-webhook/signature';
import { buildTestApp, createTestDb } from '../test/harness';

/** One API instance: its own app, database pool and Redis connections, listening on a real port. */
export interface Instance {
  app: FastifyInstance;
  db: Db;
  /** http://127.0.0.1:port */
  url: string;
}

export interface TwoInstances {
  instances: [Instance, Instance];
  close(): Promise<void>;
}

async function listen(app: FastifyInstance, db: Db): Promise<Instance> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * Two instances over one fresh PostgreSQL schema and one Redis, as two processes behind a proxy would be:
 * they share nothing in memory (each has its own pool, event bus, rate-limit client and throttle), only
 * what is in the database and in Redis.
 */
export async function startTwoInstances(overrides: Partial<AppConfig>): Promise<TwoInstances> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('two instances need DATABASE_URL');
  const first = await createTestDb();
  const { rows } = await first.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the test database has no schema');
  const secondDb = createPostgresDb({ url, schema, max: 4 });
  const a = await listen(await buildTestApp(first.db, overrides), first.db);
  const b = await listen(await buildTestApp(secondDb, overrides), secondDb);
  return {
    instances: [a, b],
    async close() {
      await Promise.all([a.app.close(), b.app.close()]);
      await secondDb.close();
      await first.cleanup();
    },
  };
}

/** A JSON request over the network to one instance. */
export async function call<T = unknown>(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

export interface Socket {
  socket: WebSocket;
  /** The next message of the topic, skipping others (PERSONAL_MESSAGE, RECENT_WIN); rejects after 10 s. */
  nextOf(topic: WsMessage['topic_name']): Promise<WsMessage>;
}

/** A member's websocket to one instance (Node's built-in WebSocket client). */
export function connectMember(instance: Instance, token: string): Promise<Socket> {
  const socket = new WebSocket(
    `${instance.url.replace('http', 'ws')}${WS_PATH}?token=${encodeURIComponent(token)}`,
  );
  const received: WsMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    received.push(JSON.parse(String(event.data)) as WsMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const nextOf = async (topic: WsMessage['topic_name']) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const index = received.findIndex((message) => message.topic_name === topic);
      if (index >= 0) return received.splice(index, 1)[0] as WsMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${topic} message within 10 s`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, nextOf }));
    socket.addEventListener('error', () => reject(new Error('websocket refused')));
  });
}

/** Posts a payment webhook to one instance, signed as the gateway signs it, and answers its outcome. */
export async function deliverWebhook(instance: Instance, payload: Record<string, unknown>) {
  const raw = JSON.stringify(payload);
  const res = await fetch(`${instance.url}${WEBHOOK_PATH}/promptpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(instance.app.config.paymentWebhookSecret, raw),
    },
    body: raw,
  });
  return { status: res.status, outcome: ((await res.json()) as { outcome?: string }).outcome };
}
