import { randomUUID } from 'node:crypto';
import type { GamblingLimits, PlaySummary } from '@casino/contracts/safer-gambling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { depositMember } from '../deposit/testing';
import type { WalletCaller } from '../provider-wallet/testing';
import { hub88Baht, installProviderKey, playerWithToken, walletCaller } from '../provider-wallet/testing';
import { betRefusal } from './enforce';
import { setLimit } from './limits';
import { gamblingLimitsOf } from './read';

const adminSeed = { username: 'staff', password: 'staff-password-1' };
const staff = { authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}` };
const HOUR = 3_600_000;

let t: TestApp;
let wallet: WalletCaller;
beforeAll(async () => {
  t = await createTestApp({ adminSeed });
  wallet = await walletCaller(t.app, t.db, (await installProviderKey(t.db)).privateKey);
});
afterAll(() => t.close());

const headersOf = (bearer: string) => ({ authorization: bearer });

async function setVia(headers: Record<string, string>, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/mb/gambling-limit', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GamblingLimits>();
}

const limitOf = (page: GamblingLimits, kind: string) => page.limits.find((limit) => limit.kind === kind);

describe('setting limits', () => {
  it('applies a first limit and a decrease at once, and holds an increase or removal for 24 hours', async () => {
    const m = await depositMember(t.app, t.db);
    let page = await setVia(m.headers, { kind: 'deposit_daily', amount: '1000' });
    expect(limitOf(page, 'deposit_daily')).toMatchObject({
      amount: '1000.00',
      remaining: '1000.00',
      pending: null,
    });

    page = await setVia(m.headers, { kind: 'deposit_daily', amount: '800' });
    expect(limitOf(page, 'deposit_daily')).toMatchObject({ amount: '800.00', pending: null });

    const before = Date.now();
    page = await setVia(m.headers, { kind: 'deposit_daily', amount: '5000' });
    const raised = limitOf(page, 'deposit_daily');
    expect(raised).toMatchObject({ amount: '800.00', pending: { amount: '5000.00' } });
    const appliesAt = Date.parse(raised?.pending?.applies_at ?? '');
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * HOUR - 1_000);
    expect(appliesAt - before).toBeLessThan(24 * HOUR + 60_000);

    // A decrease meanwhile drops the pending increase.
    page = await setVia(m.headers, { kind: 'deposit_daily', amount: '700' });
    expect(limitOf(page, 'deposit_daily')).toMatchObject({ amount: '700.00', pending: null });

    page = await setVia(m.headers, { kind: 'deposit_daily', amount: null });
    expect(limitOf(page, 'deposit_daily')).toMatchObject({ amount: '700.00', pending: { amount: null } });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/mb/gambling-limit/deposit_daily',
      headers: m.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(limitOf(cancel.json<GamblingLimits>(), 'deposit_daily')).toMatchObject({
      amount: '700.00',
      pending: null,
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/mb/gambling-limit/deposit_daily',
      headers: m.headers,
    });
    expect(again.statusCode).toBe(404);

    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM gambling_limit_changes WHERE user_id = $1 ORDER BY id',
      [m.userId],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'set',
      'set',
      'requested',
      'set',
      'requested',
      'cancelled',
    ]);
  });

  it('applies a pending increase once its 24 hours have passed (clock moved on)', async () => {
    const m = await depositMember(t.app, t.db);
    const now = new Date();
    await t.db.transaction((tx) => setLimit(tx, m.userId, 'loss_weekly', 10_000n, now));
    await t.db.transaction((tx) => setLimit(tx, m.userId, 'loss_weekly', 50_000n, now));
    const read = (at: Date) =>
      t.db.transaction((tx) => gamblingLimitsOf(tx, m.userId, at, 'Asia/Bangkok', 'x'));
    expect(limitOf(await read(new Date(now.getTime() + 23 * HOUR)), 'loss_weekly')).toMatchObject({
      amount: '100.00',
      pending: { amount: '500.00' },
    });
    expect(limitOf(await read(new Date(now.getTime() + 24 * HOUR)), 'loss_weekly')).toMatchObject({
      amount: '500.00',
      pending: null,
    });
    const { rows } = await t.db.query<{ action: string; new_value: bigint }>(
      `SELECT action, new_value FROM gambling_limit_changes WHERE user_id = $1 ORDER BY id`,
      [m.userId],
    );
    expect(rows.map((row) => [row.action, BigInt(row.new_value)])).toEqual([
      ['set', 10_000n],
      ['requested', 50_000n],
      ['applied', 50_000n],
    ]);
  });

  it('refuses an amount of zero and a session limit out of range', async () => {
    const m = await depositMember(t.app, t.db);
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/mb/gambling-limit',
      headers: m.headers,
      payload: { kind: 'loss_daily', amount: '0' },
    });
    expect(zero.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/mb/gambling-limit',
      headers: m.headers,
      payload: { kind: 'session', minutes: 5000 },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('deposits', () => {
  it('refuses a deposit over the daily limit, naming the limit and what remains', async () => {
    const m = await depositMember(t.app, t.db);
    await setVia(m.headers, { kind: 'deposit_daily', amount: '500' });
    const deposit = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mb/deposit-promptpay',
        headers: m.headers,
        payload: { deposit_amount: amount },
      });
    const over = await deposit('600');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      reason: 'DEPOSIT_LIMIT_DAILY',
      message: 'This is over your daily deposit limit: you can deposit 500.00 THB more today',
      errors: [{ field: 'body.deposit_amount', message: expect.stringContaining('500.00 THB') }],
    });
    expect((await deposit('400')).statusCode).toBe(201);
    await t.db.query(`UPDATE deposits SET status = 'success' WHERE user_id = $1`, [m.userId]);
    const second = await deposit('200');
    expect(second.json()).toMatchObject({
      reason: 'DEPOSIT_LIMIT_DAILY',
      message: expect.stringContaining('100.00 THB'),
    });
    const page = await t.app.inject({ url: '/api/mb/gambling-limit', headers: m.headers });
    expect(limitOf(page.json<GamblingLimits>(), 'deposit_daily')).toMatchObject({
      used: '400.00',
      remaining: '100.00',
    });
  });

  it('applies the tightest of the weekly and monthly limits too', async () => {
    const m = await depositMember(t.app, t.db);
    await setVia(m.headers, { kind: 'deposit_monthly', amount: '150' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/deposit-promptpay',
      headers: m.headers,
      payload: { deposit_amount: '200' },
    });
    expect(res.json()).toMatchObject({ reason: 'DEPOSIT_LIMIT_MONTHLY' });
  });
});

describe('the seamless wallet', () => {
  type Player = Awaited<ReturnType<typeof playerWithToken>>;
  const bet = (p: Player, baht: number, transaction_uuid = randomUUID(), round = randomUUID()) =>
    wallet.call('/transaction/bet', {
      user: p.user,
      token: p.token,
      transaction_uuid,
      round,
      game_code: 'jade-fortune',
      currency: 'THB',
      amount: hub88Baht(baht),
    });

  it("refuses a bet over the loss limit with the provider's not-enough-money status", async () => {
    const p = await playerWithToken(t.app, t.db, 100_000n);
    await setVia(headersOf(p.bearer), { kind: 'loss_daily', amount: '100' });
    const [firstBet, round] = [randomUUID(), randomUUID()];
    const first = await bet(p, 60, firstBet, round);
    expect(first.json.status).toBe('RS_OK');
    const over = await bet(p, 50);
    expect(over.json).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: hub88Baht(940) });
    const win = await wallet.call('/transaction/win', {
      user: p.user,
      token: p.token,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: firstBet,
      round,
      game_code: 'jade-fortune',
      currency: 'THB',
      amount: hub88Baht(30),
    });
    expect(win.json.status).toBe('RS_OK');
    // Net loss is now 30: a stake of 50 stays within 100.
    expect((await bet(p, 50)).json.status).toBe('RS_OK');

    const summary = await t.app.inject({
      url: `/api/mb/play-summary?since=${encodeURIComponent(new Date(Date.now() - HOUR).toISOString())}`,
      headers: headersOf(p.bearer),
    });
    expect(summary.json<PlaySummary>()).toMatchObject({
      total_bet: '110.00',
      total_win: '30.00',
      net_result: '-80.00',
      currency: 'THB',
      session_limit_reached: false,
    });
  });

  it('refuses every stake once the login session has run its time limit', async () => {
    const p = await playerWithToken(t.app, t.db, 100_000n);
    await setVia(headersOf(p.bearer), { kind: 'session', minutes: 30 });
    expect((await bet(p, 10)).json.status).toBe('RS_OK');
    expect(await betRefusal(t.db, p.userId, 1n, new Date(Date.now() + 31 * 60_000))).toBe(
      'RS_ERROR_LIMIT_REACHED',
    );
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '31 minutes' WHERE user_id = $1`, [
      p.userId,
    ]);
    expect((await bet(p, 10)).json.status).toBe('RS_ERROR_LIMIT_REACHED');
    const page = await t.app.inject({ url: '/api/mb/gambling-limit', headers: headersOf(p.bearer) });
    const session = page.json<GamblingLimits>().session;
    expect(session.minutes).toBe(30);
    expect(Date.parse(session.session_ends_at ?? '')).toBeLessThan(Date.now());
  });
});

describe('reality check', () => {
  it('takes only an interval the brand offers; staff change the offer (audited)', async () => {
    const m = await depositMember(t.app, t.db);
    const choose = (interval_minutes: number | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mb/reality-check',
        headers: m.headers,
        payload: { interval_minutes },
      });
    expect((await choose(1)).statusCode).toBe(400);
    const offered = await t.app.inject({
      method: 'POST',
      url: '/admin/reality-check-options',
      headers: staff,
      payload: { options: [30, 1, 15], reason: 'short reminders for the demo' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({ options: [1, 15, 30] });
    const chosen = await choose(1);
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json<GamblingLimits>().reality_check).toEqual({
      interval_minutes: 1,
      options: [1, 15, 30],
    });
    expect((await choose(null)).json<GamblingLimits>().reality_check.interval_minutes).toBeNull();
    const { rows } = await t.db.query(
      `SELECT 1 FROM admin_audit WHERE action = 'reality_check_options.update'`,
    );
    expect(rows).toHaveLength(1);
  });
});
