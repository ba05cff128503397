import { ErrorBody } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/harness';
import { createTestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app basics', () => {
  it('answers /healthz after pinging the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('echoes a sane CorrelationID on success and failure', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { CorrelationID: 'trace-12345678' },
    });
    expect(ok.headers['correlationid']).toBe('trace-12345678');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { CorrelationID: 'trace-abcdefgh' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['correlationid']).toBe('trace-abcdefgh');
  });

  it('replaces an absent or insane CorrelationID with a UUID', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['correlationid']).toMatch(/^[0-9a-f-]{36}$/);
    const insane = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { CorrelationID: 'bad id <script>' },
    });
    expect(insane.headers['correlationid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['access-control-expose-headers']).toContain('CorrelationID');
  });

  it('sets security headers on the API too (plugins/api-security-headers.test.ts has the details)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/global-config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('answers an unknown route with a 404 ErrorBody', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mb/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json())).toMatchObject({
      code: 404,
      name: 'NotFound',
      reason: 'NOT_FOUND',
    });
  });

  it('publishes an OpenAPI document generated from the contracts, and a browsable UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/pbgapi/pb/language', '/pbgapi/pb/users-register', '/api/mb/wallet']),
    );
    expect(openapi.paths['/pbgapi/pb/authentication']).toHaveProperty('post');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
