import { adminApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp, testConfig } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { audit } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'staff', password: 'staff-password-1' } });
});
afterAll(() => t.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('staff authentication', () => {
  it('accepts the seeded account over HTTP Basic', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: adminApi.me.path,
      headers: { authorization: basic('staff', 'staff-password-1') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'staff' });
  });

  it('refuses a wrong password, no credentials and a member token alike', async () => {
    const { body } = await registerMember(t.app);
    const member = await loginMember(t.app, body.username);
    for (const authorization of [basic('staff', 'wrong'), undefined, `Bearer ${member.accessToken}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: adminApi.me.path,
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ reason: 'NOT_AUTHENTICATED' });
    }
  });

  it('issues a Bearer token at login that authenticates later calls', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: adminApi.login.path,
      payload: { username: 'staff', password: 'staff-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ accessToken: string }>();
    expect(accessToken).toMatch(/^adm_/);
    const me = await t.app.inject({
      method: 'GET',
      url: adminApi.me.path,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ username: 'staff' });
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM admin_sessions');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(accessToken);
  });

  it('answers a failed login with 401 INVALID_CREDENTIALS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: adminApi.login.path,
      payload: { username: 'nobody', password: 'whatever' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
  });

  it('stops an address after repeated wrong staff credentials, at login and over Basic alike', async () => {
    const limited = await buildTestApp(t.db, {
      adminSeed: null,
      rateLimits: { ...testConfig().rateLimits, failedLoginsPerUsername: 3 },
    });
    // An address of its own: failures are counted in the database, which this app shares with `t`.
    const remoteAddress = '10.9.9.9';
    try {
      const login = (password: string) =>
        limited.inject({
          method: 'POST',
          url: adminApi.login.path,
          payload: { username: 'staff', password },
          remoteAddress,
        });
      const me = (password: string) =>
        limited.inject({
          method: 'GET',
          url: adminApi.me.path,
          headers: { authorization: basic('staff', password) },
          remoteAddress,
        });
      // Calls without credentials are not guesses.
      expect((await limited.inject({ method: 'GET', url: adminApi.me.path, remoteAddress })).statusCode).toBe(
        401,
      );
      expect((await login('guess-1')).statusCode).toBe(401);
      expect((await me('guess-2')).statusCode).toBe(401);
      expect((await login('guess-3')).statusCode).toBe(401);
      // Now even the right password waits for the window to end.
      const stopped = await me('staff-password-1');
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toMatchObject({ reason: 'RATE_LIMITED' });
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('staff-password-1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lists audited actions newest first and keeps them append-only', async () => {
    const admin = (await t.db.query<{ id: number }>(`SELECT id FROM admin_users WHERE username = 'staff'`))
      .rows[0];
    await audit(t.db, {
      adminId: admin?.id ?? 0,
      action: 'test.action',
      targetType: 'thing',
      targetId: 7,
      reason: 'checking',
      before: { amount: 5n },
      after: { amount: 6n },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${adminApi.auditList.path}?action=test.action`,
      headers: { authorization: basic('staff', 'staff-password-1') },
    });
    expect(res.json()).toMatchObject({
      total: 1,
      data: [
        {
          admin: 'staff',
          target_id: '7',
          reason: 'checking',
          before: { amount: '5' },
          after: { amount: '6' },
        },
      ],
    });
    await expect(t.db.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
  });
});
