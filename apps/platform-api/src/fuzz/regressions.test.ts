import { CORRELATION_HEADER, ErrorBody } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES, multipartBody, testUploadDir } from '../modules/deposit/testing';
import { readyMember, STAFF_SEED, staffAuth } from '../modules/withdrawal/testing';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { fillPath, readOperations } from './operations';

/** The 5xx answers the OpenAPI fuzz found, each pinned to the request that caused it. */
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ uploadDir: testUploadDir(), adminSeed: STAFF_SEED });
  headers = (await readyMember(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('fuzz regressions', () => {
  it('answers an id beyond the database integer range with 400, not 500', async () => {
    const tooBig = Number.MAX_SAFE_INTEGER;
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: `/pbgapi/pb/redeem-type-list?language_id=${tooBig}` }),
      t.app.inject({ method: 'GET', url: `/api/mb/user-security-question?language_id=${tooBig}`, headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/mb/user-favorite',
        headers,
        payload: { game_list_id: tooBig },
      }),
    ]);
    for (const res of replies) {
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorBody.parse(res.json())).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
    }
  });

  it('answers text with a NUL character, which PostgreSQL cannot store, with 400, not 500', async () => {
    for (const url of ['/pbgapi/pb/check-refcode/%00', '/pbgapi/pb/check-refcode/a%00b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(ErrorBody.parse(res.json())).toMatchObject({ reason: 'VALIDATION_FAILED' });
    }
  });

  it('answers ids no column can hold on every operation with a path id without a 5xx', async () => {
    // `1e32` passed Number.isInteger and reached SQL as "1e+32" (DELETE user-favorite).
    const ids = [
      '99999999999999999999999999999999',
      '1e32',
      '9007199254740993',
      '2147483648',
      '1.5',
      '-1',
      '0x10',
    ];
    const withIds = (await readOperations(t.app)).filter((op) => op.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThan(10);
    for (const op of withIds) {
      const auth = op.audience === 'admin' ? staffAuth : op.audience === 'member' ? headers : {};
      for (const id of ids) {
        const values = Object.fromEntries(op.pathParams.map((p) => [p.name, id]));
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: fillPath(op.path, values),
          headers: auth,
          ...(op.body ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${op.key} ${id}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('answers a path id over the router limit and an undecodable URL as contract errors with a CorrelationID', async () => {
    // The router refused both before any hook: Fastify's own body (414 for the long id), no CorrelationID.
    for (const url of [
      `/api/mb/memo/${'x'.repeat(129)}`,
      `/pbgapi/pb/check-refcode/${'x'.repeat(101)}`,
      '/api/mb/memo/%E0%A4%A',
    ]) {
      const res = await t.app.inject({
        url,
        headers: { ...headers, [CORRELATION_HEADER]: 'fuzz-correlation-1' },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(ErrorBody.parse(res.json())).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
      expect(res.headers[CORRELATION_HEADER.toLowerCase()]).toBe('fuzz-correlation-1');
    }
  });

  for (const [name, cut] of [
    ['a cut-off multipart body', (p: Buffer) => p.subarray(0, p.length - 10)],
    ['a multipart body without its boundary', (p: Buffer) => p.subarray(p.indexOf('\r\n') + 2)],
  ] as const) {
    it(`answers ${name} on both upload endpoints with 400, not 500`, async () => {
      for (const url of ['/api/mb/upload-slip', '/api/mb/upload-message']) {
        const body = multipartBody(IMAGES.png);
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': body.contentType },
          payload: cut(body.payload),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(ErrorBody.parse(res.json())).toMatchObject({ reason: 'VALIDATION_FAILED' });
      }
    });
  }
});
