import { CORRELATION_HEADER, ErrorBody, WEBHOOK_PATH } from '@casino/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { WALLET_BASE } from '../modules/provider-wallet/routes';
import { readyMember } from '../modules/withdrawal/testing';
import type { TestApp } from '../test/harness';
import { createTestApp, testConfig } from '../test/harness';
import { localizedErrorText } from './checks';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      publicPerMinute: LIMIT,
      webhookPerMinute: LIMIT,
      providerWalletPerMinute: LIMIT,
    },
  });
});
afterAll(() => t.close());

/** LIMIT + 1 calls from one address: all but the last answered, the last refused. */
async function exhaust(app: FastifyInstance, request: InjectOptions) {
  const replies: LightMyRequestResponse[] = [];
  for (let i = 0; i <= LIMIT; i++) replies.push(await app.inject(request));
  const refused = replies.pop();
  if (!refused) throw new Error('no replies');
  return { answered: replies.map((r) => r.statusCode), refused };
}

/** A 429 the site can show: the contract's body, its Thai text, a CorrelationID and when to retry. */
function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const body = ErrorBody.parse(res.json());
  expect(body).toMatchObject({ code: 429, reason: 'RATE_LIMITED' });
  expect(localizedErrorText('th', body.reason)).toBe('ลองหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง');
  expect(res.headers[CORRELATION_HEADER.toLowerCase()]).toMatch(/^[A-Za-z0-9._:-]{8,}$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits', () => {
  it.each([
    ['the language list', '/pbgapi/pb/language'],
    ['the site config', '/pbgapi/pb/global-config'],
    ["a visitor's game list", '/pbgapi/pb/game-list'],
  ])('limits %s per address', async (_name, url) => {
    const replies = await exhaust(t.app, {
      url,
      remoteAddress: '203.0.113.10',
      headers: { 'accept-language': 'th' },
    });
    expect(replies.answered).toEqual(Array(LIMIT).fill(200));
    expectRefused(replies.refused);
    // Another address is not held back by the first one's calls.
    expect((await t.app.inject({ url, remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
  });

  it('limits payment webhooks per address before reading their signature', async () => {
    const replies = await exhaust(t.app, {
      method: 'POST',
      url: `${WEBHOOK_PATH}/promptpay`,
      remoteAddress: '198.51.100.20',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(replies.answered).toEqual(Array(LIMIT).fill(401));
    expectRefused(replies.refused);
  });

  it("limits the provider's wallet callbacks per address", async () => {
    const replies = await exhaust(t.app, {
      method: 'POST',
      url: `${WALLET_BASE}/user/balance`,
      remoteAddress: '198.51.100.30',
      headers: { 'content-type': 'application/json' },
      payload: '{"request_uuid":"r"}',
    });
    // Unsigned: the wallet answers 200 with its own error status, as Hub88 expects.
    expect(replies.answered).toEqual(Array(LIMIT).fill(200));
    expectRefused(replies.refused);
  });

  it('leaves member endpoints to their session, not the public limit', async () => {
    const { headers } = await readyMember(t.app, t.db);
    for (let i = 0; i <= LIMIT + 2; i++) {
      const res = await t.app.inject({ url: '/api/mb/users', headers, remoteAddress: '203.0.113.40' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('keeps the wallet limit far above real provider traffic by default', () => {
    const limits = loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) }).rateLimits;
    // Hundreds of rounds a second from one provider address must pass.
    expect(limits.providerWalletPerMinute).toBeGreaterThanOrEqual(60_000);
    expect(limits.publicPerMinute).toBeGreaterThanOrEqual(600);
  });
});
