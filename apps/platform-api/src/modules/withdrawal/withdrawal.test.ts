import type { WsMessage } from '@casino/contracts';
import { adminApi, adminPath, withdrawalApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger';
import { appendActivity } from '../../stream';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { fund, readyMember, STAFF_SEED, staffAuth } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const queue = (headers: Record<string, string>, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: withdrawalApi.queueWithdrawalCreate.basePath,
    headers,
    payload: { amount },
  });
const main = async (userId: number) => balanceOf(t.db, { userId, kind: 'main' });
const setConfig = (value: unknown) =>
  t.db.query(
    `INSERT INTO settings (key, value) VALUES ('withdrawal_config', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(value)],
  );

describe('withdrawal requests (manual mode)', () => {
  it('holds the amount, waits for staff, and pays out on approval with an audit entry', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 100_000n);
    const events: WsMessage[] = [];
    await t.app.events.subscribe(m.userId, (message) => events.push(message));

    const res = await queue(m.headers, '300.50');
    expect(res.statusCode).toBe(201);
    const withdrawal = res.json<{ id: number; status: string; amount: string; bank: unknown }>();
    expect(withdrawal).toMatchObject({ status: 'pending', amount: '300.50', mode: 'manual' });
    expect(withdrawal.bank).toMatchObject({
      bank_no: String(m.userId).padStart(10, '7'),
      account_name: 'Somchai Jaidee',
    });
    expect(await main(m.userId)).toBe(100_000n - 30_050n);

    const pending = await t.app.inject({
      method: 'GET',
      url: adminApi.withdrawalsList.path,
      headers: staffAuth,
    });
    expect(pending.json<{ data: { id: number }[] }>().data.map((w) => w.id)).toContain(withdrawal.id);

    const approved = await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalApprove, { id: withdrawal.id }),
      headers: staffAuth,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'success', decided_by: 'staff' });
    expect(await main(m.userId)).toBe(100_000n - 30_050n);
    expect(events.map((e) => e.topic_name)).toEqual(['WITHDRAWAL', 'WITHDRAWAL', 'PERSONAL_MESSAGE']);
    expect(events[1]).toMatchObject({ data: { success: true, status: 'success', amount: '300.50' } });

    const audit = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM admin_audit WHERE target_type = 'withdrawal' AND target_id = $1`,
      [String(withdrawal.id)],
    );
    expect(audit.rows).toEqual([
      {
        action: 'withdrawal.approve',
        before: { status: 'pending', amount: '30050' },
        after: { status: 'success', amount: '30050', fail_reason: null },
      },
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalRefuse, { id: withdrawal.id }),
      headers: staffAuth,
      payload: { reason: 'too late' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('returns the held amount when staff refuse, and the member sees the contact-staff flag', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 50_000n);
    const { id } = (await queue(m.headers, '200')).json<{ id: number }>();
    expect(await main(m.userId)).toBe(30_000n);
    const refusedWithoutReason = await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalRefuse, { id }),
      headers: staffAuth,
      payload: {},
    });
    expect(refusedWithoutReason.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalRefuse, { id }),
      headers: staffAuth,
      payload: { reason: 'Bank account name does not match' },
    });
    expect(refused.json()).toMatchObject({ status: 'fail', fail_reason: 'Bank account name does not match' });
    expect(await main(m.userId)).toBe(50_000n);
    const history = await t.app.inject({
      method: 'GET',
      url: `${withdrawalApi.withdrawalTransactionFind.basePath}?status=fail`,
      headers: m.headers,
    });
    expect(history.json()).toMatchObject({ total: 1, data: [{ id, status: 'fail', contact_staff: true }] });
  });

  it('refuses amounts outside the limits, above the balance, before the turnover and on an incomplete profile', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 60_000n);
    expect((await queue(m.headers, '99.99')).json()).toMatchObject({
      code: 400,
      reason: 'VALIDATION_FAILED',
    });
    expect((await queue(m.headers, '50000.01')).statusCode).toBe(400);
    expect((await queue(m.headers, '12.345')).statusCode).toBe(400);
    expect((await queue(m.headers, '600.01')).json()).toMatchObject({
      code: 422,
      reason: 'INSUFFICIENT_FUNDS',
      message: 'Amount in wallet exceeded',
    });
    await t.db.query('UPDATE users SET turn_deposit = 100, turn_deposit_target = 500 WHERE id = $1', [
      m.userId,
    ]);
    expect((await queue(m.headers, '100')).json()).toMatchObject({
      code: 422,
      reason: 'TURNOVER_REQUIRED',
      message: 'Withdraw the turnover requirement first',
    });
    await t.db.query('UPDATE users SET turn_deposit = 500, bank_no = NULL WHERE id = $1', [m.userId]);
    expect((await queue(m.headers, '100')).json()).toMatchObject({ code: 403, reason: 'PROFILE_INCOMPLETE' });
    expect(await main(m.userId)).toBe(60_000n);
  });

  it('offers the member no way to cancel a request', () => {
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      expect(t.app.hasRoute({ method, url: `${withdrawalApi.queueWithdrawalCreate.basePath}/:id` })).toBe(
        false,
      );
    }
  });
});

describe('automatic mode', () => {
  it('pays at once up to the auto limit and leaves larger requests to staff', async () => {
    await setConfig({ default: { mode: 'auto', auto_max_amount: '1000' } });
    try {
      const m = await readyMember(t.app, t.db);
      await fund(t.db, m.userId, 500_000n);
      expect((await queue(m.headers, '1000')).json()).toMatchObject({ status: 'success', mode: 'auto' });
      expect((await queue(m.headers, '1000.01')).json()).toMatchObject({ status: 'pending', mode: 'manual' });
      expect(await main(m.userId)).toBe(500_000n - 100_000n - 100_001n);
      const config = await t.app.inject({
        method: 'GET',
        url: withdrawalApi.configWithdrawalFind.basePath,
        headers: m.headers,
      });
      expect(config.json()).toMatchObject({ mode: 'auto', auto_max_amount: '1000.00', has_pending: true });
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'withdrawal_config'`);
    }
  });
});

describe('the withdrawal form settings', () => {
  it('count the rounds just played towards the turnover, without waiting for the next projection cycle', async () => {
    // An app whose worker never cycles on its own: only a read that catches up sees the latest events.
    const own = await createTestApp({ adminSeed: STAFF_SEED });
    try {
      await own.app.stream.stop();
      const m = await readyMember(own.app, own.db);
      const activity = (type: 'deposit' | 'game', amount: bigint) =>
        appendActivity(own.db, {
          userId: m.userId,
          type,
          subType: type === 'game' ? 'bet' : null,
          amount,
          currencyId: 1,
          detail: {},
        });
      await activity('deposit', 100_000n);
      await activity('game', 100_000n);
      const config = await own.app.inject({
        method: 'GET',
        url: withdrawalApi.configWithdrawalFind.basePath,
        headers: m.headers,
      });
      expect(config.json()).toMatchObject({
        turn_deposit: '1000.00',
        turn_deposit_target: '1000.00',
        turnover_met: true,
      });
    } finally {
      await own.close();
    }
  });
});

describe('withdrawal history, summary and reference calls', () => {
  it('filters by status and date range, pages, and sums per status', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 100_000n);
    for (const amount of ['100', '200', '300']) await queue(m.headers, amount);
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `${withdrawalApi.withdrawalTransactionFind.basePath}?$limit=2&$skip=0`,
        headers: m.headers,
      })
    ).json<{ total: number; data: { amount: string }[] }>();
    expect(first.total).toBe(3);
    expect(first.data.map((w) => w.amount)).toEqual(['300.00', '200.00']);
    const future = await t.app.inject({
      method: 'GET',
      url: `${withdrawalApi.withdrawalTransactionFind.basePath}?start_date=2999-01-01T00:00:00%2B07:00`,
      headers: m.headers,
    });
    expect(future.json()).toMatchObject({ total: 0, data: [] });
    const summary = await t.app.inject({
      method: 'GET',
      url: withdrawalApi.withdrawalTransactionSummaryFind.basePath,
      headers: m.headers,
    });
    expect(summary.json()).toEqual({
      total_count: 3,
      pending_count: 3,
      success_count: 0,
      fail_count: 0,
      pending_amount: '600.00',
      success_amount: '0.00',
      fail_amount: '0.00',
    });
    const logs = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM activity_logs WHERE user_id = $1 AND type = 'withdraw'`,
      [m.userId],
    );
    expect(logs.rows[0]?.n).toBe(3n);
  });

  it('serves the withdrawal type and the public description', async () => {
    const m = await readyMember(t.app, t.db);
    const types = await t.app.inject({
      method: 'GET',
      url: withdrawalApi.withdrawalTypeFind.basePath,
      headers: m.headers,
    });
    expect(types.json()).toMatchObject({ total: 1, data: [{ code: 'BANK', mode: 'manual' }] });
    const description = await t.app.inject({
      method: 'GET',
      url: `${withdrawalApi.withdrawDescriptionFind.basePath}?language=th`,
    });
    expect(description.json()).toMatchObject({ language_code: 'th' });
  });
});

describe('withdrawals under concurrency', () => {
  it('accepts exactly 10 of 50 parallel requests when the balance covers 10', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 10n * 10_000n);
    const results = await Promise.all(Array.from({ length: 50 }, () => queue(m.headers, '100')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(40);
    expect(await main(m.userId)).toBe(0n);
    const invariants = await readInvariants(t.db);
    expect(invariants.sums.get(1)).toBe(0n);
    expect(invariants.drifting).toEqual([]);
  });

  it('holds once for one idempotency key, however often and however fast it is sent', async () => {
    const m = await readyMember(t.app, t.db);
    await fund(t.db, m.userId, 100_000n);
    const events: WsMessage[] = [];
    await t.app.events.subscribe(m.userId, (message) => events.push(message));
    const send = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: withdrawalApi.queueWithdrawalCreate.basePath,
        headers: m.headers,
        payload: { amount, idempotency_key: 'form-attempt-0001' },
      });

    const results = await Promise.all(Array.from({ length: 5 }, () => send('200')));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json<{ reference: string }>().reference)).size).toBe(1);
    expect(await main(m.userId)).toBe(100_000n - 20_000n);
    expect(events.filter((e) => e.topic_name === 'WITHDRAWAL')).toHaveLength(1);

    // The same key with other details is a mistake, not a new request: refused, nothing held.
    const other = await send('300');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ reason: 'CONFLICT' });
    expect(await main(m.userId)).toBe(100_000n - 20_000n);

    // Another member's request under the same key is their own.
    const n = await readyMember(t.app, t.db);
    await fund(t.db, n.userId, 100_000n);
    const theirs = await t.app.inject({
      method: 'POST',
      url: withdrawalApi.queueWithdrawalCreate.basePath,
      headers: n.headers,
      payload: { amount: '200', idempotency_key: 'form-attempt-0001' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(await main(n.userId)).toBe(100_000n - 20_000n);
  });
});
