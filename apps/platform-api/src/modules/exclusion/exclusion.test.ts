import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { depositMember } from '../deposit/testing';
import { installProviderKey, playerWithToken, walletCaller } from '../provider-wallet/testing';
import type { WalletCaller } from '../provider-wallet/testing';
import { restrictionOf } from './restriction';

let t: TestApp;
let wallet: WalletCaller;
beforeAll(async () => {
  t = await createTestApp();
  wallet = await walletCaller(t.app, t.db, (await installProviderKey(t.db)).privateKey);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/mb/users', headers: bearer(token) });
const login = (username: string, password = 'Secret123') =>
  t.app.inject({
    method: 'POST',
    url: '/pbgapi/pb/authentication',
    payload: { strategy: 'local', username, password },
  });
const timeOut = (hours: number, extra: object = {}) => ({
  kind: 'time_out',
  hours,
  password: 'Secret123',
  understood: true,
  ...extra,
});

async function member() {
  const { body, user } = await registerMember(t.app);
  const first = await loginMember(t.app, body.username);
  const second = await loginMember(t.app, body.username);
  return { username: body.username, userId: user.id, token: first.accessToken, other: second.accessToken };
}

describe('POST /api/mb/member-exclusion', () => {
  it('starts a 24-hour time-out, ends every session and refuses login with the end date', async () => {
    const m = await member();
    const before = Date.now();
    const res = await post('/api/mb/member-exclusion', m.token, timeOut(24));
    expect(res.statusCode).toBe(201);
    const started = res.json<{ kind: string; starts_at: string; ends_at: string }>();
    expect(started.kind).toBe('time_out');
    const length = Date.parse(started.ends_at) - Date.parse(started.starts_at);
    expect(length).toBe(24 * HOUR);
    expect(Date.parse(started.starts_at)).toBeGreaterThanOrEqual(before - 5000);
    // The reply clears the cookie; both devices are logged out.
    expect(res.cookies.find((c) => c.name === 'royalsiam.jwt')?.value).toBe('');
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(m.other)).statusCode).toBe(401);

    const refused = await login(m.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'TIME_OUT_ACTIVE' });
    expect(refused.json<{ message: string }>().message).toContain(new Date(started.ends_at).toISOString());
  });

  it('self-excludes for whole months (6, 12, 24, 60) and says so at login', async () => {
    const m = await member();
    const res = await post('/api/mb/member-exclusion', m.token, {
      kind: 'self_exclusion',
      months: 12,
      password: 'Secret123',
      understood: true,
    });
    expect(res.statusCode).toBe(201);
    const { starts_at, ends_at } = res.json<{ starts_at: string; ends_at: string }>();
    const start = new Date(starts_at);
    const end = new Date(ends_at);
    expect(end.getUTCFullYear() * 12 + end.getUTCMonth()).toBe(
      start.getUTCFullYear() * 12 + start.getUTCMonth() + 12,
    );
    expect((await login(m.username)).json()).toMatchObject({ reason: 'SELF_EXCLUDED' });
  });

  it('refuses other lengths, a missing acknowledgement and a wrong password, changing nothing', async () => {
    const m = await member();
    for (const body of [
      timeOut(23),
      timeOut(1009),
      timeOut(24, { understood: false }),
      { kind: 'self_exclusion', months: 3, password: 'Secret123', understood: true },
    ]) {
      const res = await post('/api/mb/member-exclusion', m.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
    }
    const wrong = await post('/api/mb/member-exclusion', m.token, timeOut(24, { password: 'Wrong123' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'CURRENT_PASSWORD_INCORRECT' });
    expect((await me(m.token)).statusCode).toBe(200);
    expect(await restrictionOf(t.db, m.userId)).toBeNull();
  });

  it('accepts any whole number of hours between 24 h and 6 weeks', async () => {
    const m = await member();
    const res = await post('/api/mb/member-exclusion', m.token, timeOut(1008));
    expect(res.statusCode).toBe(201);
    const { starts_at, ends_at } = res.json<{ starts_at: string; ends_at: string }>();
    expect(Date.parse(ends_at) - Date.parse(starts_at)).toBe(1008 * HOUR);
  });

  it('does not tell a wrong password that the account is excluded', async () => {
    const m = await member();
    await post('/api/mb/member-exclusion', m.token, timeOut(72));
    const res = await login(m.username, 'Wrong123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
    expect(res.body).not.toContain('break');
  });

  it('ends after its time: the check passes past the end, and login works once the end is past', async () => {
    const m = await member();
    const res = await post('/api/mb/member-exclusion', m.token, timeOut(24));
    const endsAt = Date.parse(res.json<{ ends_at: string }>().ends_at);
    expect(await restrictionOf(t.db, m.userId, new Date(endsAt - 1000))).toMatchObject({ kind: 'time_out' });
    // The reply's end is to the millisecond; the row's has microseconds: 1 ms later it is over.
    expect(await restrictionOf(t.db, m.userId, new Date(endsAt + 1))).toBeNull();

    // A time-out taken a day and a bit ago (rows written as they were then): over, login works.
    const earlier = await member();
    await t.db.query(
      `INSERT INTO member_exclusions (user_id, kind, starts_at, ends_at)
       VALUES ($1, 'time_out', now() - interval '25 hours', now() - interval '1 hour')`,
      [earlier.userId],
    );
    expect((await login(earlier.username)).statusCode).toBe(201);
  });
});

describe('nobody can lift an exclusion early', () => {
  async function excluded() {
    const m = await member();
    await post('/api/mb/member-exclusion', m.token, timeOut(168));
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM member_exclusions WHERE user_id = $1', [
      m.userId,
    ]);
    return { ...m, rowId: rows[0]?.id };
  }

  it('the database refuses to delete, shorten, move or re-assign an exclusion in force', async () => {
    const m = await excluded();
    const attempts = [
      'DELETE FROM member_exclusions WHERE id = $1',
      `UPDATE member_exclusions SET ends_at = now() WHERE id = $1`,
      `UPDATE member_exclusions SET ends_at = ends_at - interval '1 second' WHERE id = $1`,
      `UPDATE member_exclusions SET starts_at = ends_at - interval '1 second' WHERE id = $1`,
      `UPDATE member_exclusions SET user_id = (SELECT min(id) FROM users) WHERE id = $1`,
    ];
    for (const sql of attempts) {
      await expect(t.db.query(sql, [m.rowId])).rejects.toThrow(/cannot be (removed|shortened)/);
    }
    expect(await restrictionOf(t.db, m.userId)).toMatchObject({ kind: 'time_out' });
    expect((await login(m.username)).statusCode).toBe(403);
  });

  it('lets an exclusion be lengthened, and a later shorter request does not shorten it', async () => {
    const m = await excluded();
    await t.db.query(`UPDATE member_exclusions SET ends_at = ends_at + interval '1 day' WHERE id = $1`, [
      m.rowId,
    ]);
    const longer = await restrictionOf(t.db, m.userId);
    await t.db.query(
      `INSERT INTO member_exclusions (user_id, kind, ends_at) VALUES ($1, 'time_out', now() + interval '24 hours')`,
      [m.userId],
    );
    expect(await restrictionOf(t.db, m.userId)).toEqual(longer);
  });

  it('leaves ended rows alone', async () => {
    const m = await member();
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO member_exclusions (user_id, kind, starts_at, ends_at)
       VALUES ($1, 'time_out', now() - interval '2 days', now() - interval '1 day') RETURNING id`,
      [m.userId],
    );
    await expect(
      t.db.query('DELETE FROM member_exclusions WHERE id = $1', [rows[0]?.id]),
    ).resolves.toBeDefined();
  });
});

describe('an excluded member cannot deposit or bet', () => {
  it('refuses a deposit with the reason and its end', async () => {
    const m = await depositMember(t.app, t.db);
    // Written directly so the member's session survives to make the call.
    await t.db.query(
      `INSERT INTO member_exclusions (user_id, kind, ends_at) VALUES ($1, 'self_exclusion', now() + interval '6 months')`,
      [m.userId],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: '200' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'SELF_EXCLUDED' });
    const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [m.userId]);
    expect(rows).toEqual([]);
  });

  it('answers a bet from a game opened before with RS_ERROR_USER_DISABLED and keeps the balance', async () => {
    const p = await playerWithToken(t.app, t.db, 100_000n);
    await post('/api/mb/member-exclusion', p.bearer.slice('Bearer '.length), timeOut(24));
    const res = await wallet.call('/transaction/bet', {
      user: p.user,
      token: p.token,
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      game_code: 'jade-fortune',
      currency: 'THB',
      amount: 100_000,
    });
    expect(res.json.status).toBe('RS_ERROR_USER_DISABLED');
    expect(res.json.balance).toBe(100_000 * 1000);
  });
});

describe('account closure', () => {
  it('tells what stands in the way, and closes an empty account for good', async () => {
    const m = await member();
    const check = await t.app.inject({ url: '/api/mb/member-close-account', headers: bearer(m.token) });
    expect(check.json()).toEqual({
      balance: '0.00',
      currency: 'THB',
      pending_deposits: 0,
      pending_withdrawals: 0,
      can_close: true,
    });
    const res = await post('/api/mb/member-close-account', m.token, {
      reason: 'gambling_concern',
      password: 'Secret123',
      understood: true,
    });
    expect(res.statusCode).toBe(201);
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(m.other)).statusCode).toBe(401);
    const refused = await login(m.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'ACCOUNT_CLOSED' });
    // The username (the phone number) stays taken.
    const again = await t.app.inject({
      method: 'POST',
      url: '/pbgapi/pb/users-register',
      payload: {
        ...(await import('../../test/members')).registration(),
        username: m.username,
        phone: m.username,
      },
    });
    expect(again.statusCode).toBe(409);
    const { rows } = await t.db.query<{ reason: string }>(
      'SELECT reason FROM account_closures WHERE user_id = $1',
      [m.userId],
    );
    expect(rows).toEqual([{ reason: 'gambling_concern' }]);
  });

  it('refuses while money is in the wallet or a deposit is pending, and with a wrong password', async () => {
    const p = await playerWithToken(t.app, t.db, 5_000n);
    const token = p.bearer.slice('Bearer '.length);
    const close = (password = 'Secret123') =>
      post('/api/mb/member-close-account', token, { password, understood: true });
    expect((await close('Wrong123')).json()).toMatchObject({ reason: 'CURRENT_PASSWORD_INCORRECT' });
    const check = await t.app.inject({ url: '/api/mb/member-close-account', headers: bearer(token) });
    expect(check.json()).toMatchObject({ balance: '50.00', can_close: false });
    const res = await close();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'CLOSE_BALANCE_REMAINING' });

    const d = await depositMember(t.app, t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: d.headers,
      payload: { deposit_amount: '200' },
    });
    const pending = await post('/api/mb/member-close-account', d.token, {
      password: 'Secret123',
      understood: true,
    });
    expect(pending.json()).toMatchObject({ reason: 'CLOSE_TRANSACTION_PENDING' });
    expect((await me(d.token)).statusCode).toBe(200);
  });
});
