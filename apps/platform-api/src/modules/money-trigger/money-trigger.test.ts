import type { AdminMoneyTrigger, MoneyTriggerReceipt } from '@casino/contracts/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import { appendActivity } from '../../stream';
import { crashOneBatch } from '../../stream/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { readyMember } from '../withdrawal/testing';

let t: TestApp;
const staff = {
  authorization: `Basic ${Buffer.from('trigger-staff:trigger-password-1').toString('base64')}`,
};
const week = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'trigger-staff', password: 'trigger-password-1' } });
  // Projections apply only when a test catches them up (no background worker), so a test can crash a
  // batch on purpose and see exactly what it left.
  await t.app.stream.stop();
  await t.app.stream.catchUp(['money-triggers']);
});
afterAll(() => t.close());

const usernameOf = async (userId: number) =>
  (await t.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId])).rows[0]
    ?.username ?? '';
const createTrigger = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/money-triggers', headers: staff, payload });
const grant = (id: number, username: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/money-triggers/${id}/grant`,
    headers: staff,
    payload: { username, idempotency_key: key },
  });
let depositCounter = 0;
const deposit = (userId: number, amount: bigint, at?: Date) => {
  depositCounter += 1;
  return appendActivity(t.db, {
    userId,
    type: 'deposit',
    amount,
    currencyId: 1,
    detail: { reference: `DP-TRIGGER-${depositCounter}`, ...(at ? {} : {}) },
  });
};
const walletOf = (userId: number) => balanceOf(t.db, { userId, kind: 'main' });
const applyTriggers = () => t.app.stream.catchUp(['money-triggers']);
/**
 * The wallet once the projection paid it `expected`. On PostgreSQL other test files' open transactions
 * may hold the visible end of the stream back for a moment, so one catch-up can stop short.
 */
const walletReaches = (userId: number, expected: bigint) =>
  expect
    .poll(
      async () => {
        await applyTriggers();
        return walletOf(userId);
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(expected);

async function depositTrigger(overrides: object = {}) {
  const res = await createTrigger({
    name: 'Deposit reward',
    event: 'deposit',
    currency_code: 'THB',
    amount: '20.00',
    min_deposit: '100.00',
    repeat: 'daily',
    ends_at: week(),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminMoneyTrigger>();
}

async function historyOf(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ url: `/api/mb/money-trigger-member-history${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; total_amount: string; data: MoneyTriggerReceipt[] }>();
}

describe('deposit triggers', () => {
  it('pay a listed member once per business day for a deposit that reaches the minimum', async () => {
    const member = await readyMember(t.app, t.db);
    const other = await registerMember(t.app);
    const trigger = await depositTrigger({ usernames: [await usernameOf(member.userId)] });
    expect(trigger).toMatchObject({ listed_members: 1, min_deposit: '100.00', amount: '20.00', received: 0 });

    await deposit(member.userId, 5_000n); // below the minimum
    await deposit(other.user.id, 50_000n); // not listed
    await applyTriggers();
    expect(await walletOf(member.userId)).toBe(0n);

    await deposit(member.userId, 15_000n);
    await deposit(member.userId, 30_000n); // same day
    await walletReaches(member.userId, 2_000n);
    await applyTriggers();
    expect(await walletOf(member.userId)).toBe(2_000n);
    expect(await walletOf(other.user.id)).toBe(0n);

    const history = await historyOf(member.headers);
    expect(history).toMatchObject({ total: 1, total_amount: '20.00' });
    expect(history.data[0]).toMatchObject({ name: 'Deposit reward', event: 'deposit', amount: '20.00' });
    expect(history.data[0]?.reference).toMatch(/^DP-TRIGGER-/);

    const log = await t.app.inject({
      url: '/api/mb/activity-logs?type=received_money_trigger',
      headers: member.headers,
    });
    expect(log.json<{ data: { detail: Record<string, unknown> }[] }>().data[0]?.detail).toMatchObject({
      name: 'Deposit reward',
      amount: '20.00',
    });
    const memo = await t.db.query(
      `SELECT 1 FROM memo_topics WHERE user_id = $1 AND template = 'money_received'`,
      [member.userId],
    );
    expect(memo.rowCount).toBe(1);
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
  });

  it('pay every deposit for an "every" trigger, and nothing twice after a crash mid-batch', async () => {
    const member = await readyMember(t.app, t.db);
    await depositTrigger({ repeat: 'every', amount: '5.00', usernames: [await usernameOf(member.userId)] });
    await deposit(member.userId, 10_000n);
    await deposit(member.userId, 10_000n);

    await crashOneBatch(t.db, t.app.stream.projections, 'money-triggers');
    expect(await walletOf(member.userId)).toBe(0n);

    await walletReaches(member.userId, 1_000n);
    await applyTriggers();
    expect(await walletOf(member.userId)).toBe(1_000n);
    expect((await historyOf(member.headers)).total).toBe(2);
  });

  it('do not pay outside their window or in another currency', async () => {
    const member = await readyMember(t.app, t.db);
    const username = await usernameOf(member.userId);
    await depositTrigger({
      usernames: [username],
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const myr = await createTrigger({
      name: 'Ringgit reward',
      event: 'deposit',
      currency_code: 'MYR',
      amount: '5.00',
      min_deposit: '10.00',
      ends_at: week(),
    });
    expect(myr.statusCode).toBe(200);
    await deposit(member.userId, 50_000n);
    await applyTriggers();
    expect(await walletOf(member.userId)).toBe(0n);
  });
});

describe('staff grants', () => {
  it('pay a manual trigger once per idempotency key, also when sent in parallel', async () => {
    const member = await readyMember(t.app, t.db);
    const username = await usernameOf(member.userId);
    const trigger = await depositTrigger({ event: 'manual', name: 'Loyalty gift', min_deposit: undefined });

    const [a, b] = await Promise.all([
      grant(trigger.id, username, 'grant-key-1'),
      grant(trigger.id, username, 'grant-key-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().created, b.json().created].sort()).toEqual([false, true]);
    const again = await grant(trigger.id, username.toUpperCase(), 'grant-key-2');
    expect(again.json()).toMatchObject({
      created: true,
      event: 'manual',
      amount: '20.00',
      user_id: member.userId,
    });
    expect(await walletOf(member.userId)).toBe(4_000n);

    const manualOnly = await historyOf(member.headers, '?event=manual');
    expect(manualOnly.total).toBe(2);
    expect((await historyOf(member.headers, '?event=deposit')).total).toBe(0);
    const audit = await t.db.query(
      `SELECT 1 FROM admin_audit WHERE action = 'money_trigger.grant' AND target_id = $1`,
      [String(trigger.id)],
    );
    expect(audit.rowCount).toBe(2);
  });

  it('refuse a deposit trigger, an unknown member, another currency and a member not listed', async () => {
    const member = await readyMember(t.app, t.db);
    const username = await usernameOf(member.userId);
    const onDeposit = await depositTrigger();
    expect((await grant(onDeposit.id, username, 'grant-key-3')).statusCode).toBe(409);
    const manual = await depositTrigger({ event: 'manual', min_deposit: undefined });
    expect((await grant(manual.id, 'nobody-here', 'grant-key-4')).statusCode).toBe(404);
    expect((await grant(999_999, username, 'grant-key-5')).statusCode).toBe(404);
    const listed = await depositTrigger({ event: 'manual', min_deposit: undefined, usernames: [] });
    expect((await grant(listed.id, username, 'grant-key-6')).json()).toMatchObject({ reason: 'CONFLICT' });
    const myr = await depositTrigger({ event: 'manual', min_deposit: undefined, currency_code: 'MYR' });
    expect((await grant(myr.id, username, 'grant-key-7')).statusCode).toBe(409);
    expect(await walletOf(member.userId)).toBe(0n);
  });

  it('refuse a deposit trigger without a minimum and unknown listed members, naming them', async () => {
    const noMinimum = await createTrigger({
      name: 'x',
      event: 'deposit',
      currency_code: 'THB',
      amount: '1.00',
      ends_at: week(),
    });
    expect(noMinimum.statusCode).toBe(400);
    const unknown = await createTrigger({
      name: 'x',
      event: 'manual',
      currency_code: 'THB',
      amount: '1.00',
      usernames: ['ghost-member-1'],
      ends_at: week(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('ghost-member-1');
  });
});

it('answers the history to members only', async () => {
  const res = await t.app.inject({ url: '/api/mb/money-trigger-member-history' });
  expect(res.statusCode).toBe(401);
});
