import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp, testConfig } from '../../test/harness';
import { registerMember, registration } from '../../test/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      loginPerMinute: 5,
      registerPerMinute: 4,
      failedLoginsPerUsername: 3,
    },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/pbgapi/pb/authentication',
    payload: { strategy: 'local', username, password },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('limits failed logins per username, whatever the IP, with Retry-After', async () => {
    const { body } = await registerMember(t.app);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login(body.username, 'Wrong1234', ip)).statusCode).toBe(401);
    }
    const limited = await login(body.username, body.password, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, name: 'TooManyRequests', reason: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits logins per IP', async () => {
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await login(`08000000${10 + i}`, 'Wrong1234', '10.0.1.1'));
    expect(replies.slice(0, 5).every((r) => r.statusCode === 401)).toBe(true);
    const limited = replies[5];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ code: 429, reason: 'RATE_LIMITED' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.headers['correlationid']).toBeTruthy();
    // Another IP is not affected.
    expect((await login('0800000099', 'Wrong1234', '10.0.1.2')).statusCode).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/pbgapi/pb/users-register',
        payload: registration(),
        remoteAddress: '10.0.2.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
