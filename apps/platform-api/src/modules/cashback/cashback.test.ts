import type { WsMessage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysBefore, runDailyJob } from '../../jobs';
import { crashingInChunk } from '../../jobs/testing';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { setMemberPrivilege } from '../privileges/privileges';
import { fund, readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { cashbackJob } from './jobs';

let t: TestApp;
let timeZone: string;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  timeZone = t.app.config.brand.time_zone;
  today = await businessToday(t.db, timeZone);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const newMember = () => readyMember(t.app, t.db);

const join = (m: Member, kind: 'cashback' | 'rebate', replace = false) =>
  t.app.inject({ method: 'POST', url: `/api/mb/${kind}-member`, headers: m.headers, payload: { replace } });
const get = (m: Member, service: string) =>
  t.app.inject({ method: 'GET', url: `/api/mb/${service}`, headers: m.headers });
const transferOut = (m: Member, kind: 'cashback' | 'rebate', payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/mb/${kind}-transfer`, headers: m.headers, payload });

/** A settled stake and win (minor units, THB) at noon of the Bangkok business day. */
async function play(userId: number, day: string, bet: bigint, win: bigint) {
  for (const [subType, amount] of [
    ['bet', bet],
    ['result', win],
  ] as const) {
    await t.db.query(
      `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
       VALUES ($1, 'game', $2, $3, 1, '{}', ($4::date + time '12:00') AT TIME ZONE $5)`,
      [userId, subType, amount, day, timeZone],
    );
  }
}

const runJob = (kind: 'cashback' | 'rebate', day: string) => t.app.jobs.run(kind, day);
const balance = (m: Member, kind: 'main' | 'cashback' | 'rebate') =>
  balanceOf(t.db, { userId: m.userId, kind });

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

/** The member's platform memos about a kind of payout. */
async function payoutMemos(m: Member, template: 'cashback_paid' | 'rebate_paid') {
  const { rows } = await t.db.query<{ category: string; params: Record<string, string>; body: string }>(
    `SELECT t.category, t.params, m.body FROM memo_topics t JOIN memo_messages m ON m.topic_id = t.id
      WHERE t.user_id = $1 AND t.template = $2 ORDER BY t.id`,
    [m.userId, template],
  );
  return rows;
}

describe('the daily cashback job', () => {
  it('pays 5 % of the net loss once to members who joined cashback and reached the turnover target', async () => {
    const day = daysBefore(today, 2);
    const [loser, winner, notJoined, small] = [
      await newMember(),
      await newMember(),
      await newMember(),
      await newMember(),
    ];
    for (const m of [loser, winner, small]) expect((await join(m, 'cashback')).statusCode).toBe(201);
    await play(loser.userId, day, 100_000n, 20_000n); // lost 800.00 → 40.00
    await play(winner.userId, day, 50_000n, 90_000n); // won
    await play(notJoined.userId, day, 100_000n, 0n);
    await play(small.userId, day, 5_000n, 0n); // 50.00 of stakes, below the 100.00 target

    expect(await runJob('cashback', day)).toMatchObject({ status: 'done', paid: 1 });
    expect(await runJob('cashback', day)).toMatchObject({ status: 'already-done', paid: 0 });
    expect(await balance(loser, 'cashback')).toBe(4_000n);
    for (const m of [winner, notJoined, small]) expect(await balance(m, 'cashback')).toBe(0n);

    const history = await get(loser, 'cashback-history');
    expect(history.json()).toMatchObject({
      total: 1,
      data: [{ business_day: day, amount: '40.00', base: '800.00', rate: '5.00', currency_id: 1 }],
    });
    expect(await payoutMemos(loser, 'cashback_paid')).toEqual([
      {
        category: 'Cashback',
        params: { amount: '40.00', day },
        body: `Cashback of 40.00 for ${day} is in your cashback balance. Transfer it to your wallet whenever you like.`,
      },
    ]);
    expect(await payoutMemos(winner, 'cashback_paid')).toEqual([]);
    await ledgerIsSound();
  });

  it('pays each member once when three runs of the day go at the same time', async () => {
    const day = daysBefore(today, 3);
    const members = [await newMember(), await newMember(), await newMember()];
    for (const m of members) {
      await join(m, 'cashback');
      await play(m.userId, day, 20_000n, 0n);
    }
    const results = await Promise.all([
      runJob('cashback', day),
      runJob('cashback', day),
      runJob('cashback', day),
    ]);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(3);
    for (const m of members) expect(await balance(m, 'cashback')).toBe(1_000n);
    for (const m of members) expect(await payoutMemos(m, 'cashback_paid')).toHaveLength(1);
    await ledgerIsSound();
  });

  it('resumes a run that crashed half way without paying anyone twice', async () => {
    const day = daysBefore(today, 4);
    const members = [await newMember(), await newMember(), await newMember()];
    for (const m of members) {
      await join(m, 'cashback');
      await play(m.userId, day, 40_000n, 0n);
    }
    const real = cashbackJob('cashback');
    const crashing = crashingInChunk(real, 2);
    const options = {
      day,
      timeZone,
      catchUp: (names: readonly string[]) => t.app.stream.catchUpCommitted(names),
      chunkSize: 1,
    };
    await expect(runDailyJob(t.db, crashing, options)).rejects.toThrow('crashed half way');
    const paidBefore = await Promise.all(members.map((m) => balance(m, 'cashback')));
    expect(paidBefore.filter((amount) => amount === 2_000n)).toHaveLength(1);

    expect(await runDailyJob(t.db, real, options)).toMatchObject({ status: 'done', paid: 2 });
    for (const m of members) expect(await balance(m, 'cashback')).toBe(2_000n);
    for (const m of members) expect(await payoutMemos(m, 'cashback_paid')).toHaveLength(1);
    await ledgerIsSound();
  });
});

describe('the daily rebate job', () => {
  it('pays 0.5 % of the turnover, win or lose, once', async () => {
    const day = daysBefore(today, 2);
    const m = await newMember();
    expect((await join(m, 'rebate')).statusCode).toBe(201);
    await play(m.userId, day, 200_000n, 300_000n);
    const events: WsMessage[] = [];
    await t.app.events.subscribe(m.userId, (message) => events.push(message));
    expect(await runJob('rebate', day)).toMatchObject({ paid: 1 });
    expect(await runJob('rebate', day)).toMatchObject({ status: 'already-done' });
    expect(await balance(m, 'rebate')).toBe(1_000n);
    expect(events).toContainEqual({ topic_name: 'REBATE', data: { business_day: day } });
  });
});

describe('member endpoints', () => {
  it("shows the standing, the balance and today's turnover against the target", async () => {
    const m = await newMember();
    const before = (await get(m, 'cashback-member')).json();
    expect(before).toMatchObject({ kind: 'cashback', programme_active: true, joined: false, rate: '5.00' });
    expect(Date.parse(before.next_calculation_at)).toBeGreaterThan(Date.now());
    await join(m, 'cashback');
    expect((await get(m, 'cashback-member')).json()).toMatchObject({
      joined: true,
      active_bonus: 'cashback',
    });

    await t.db.query(
      `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail)
       VALUES ($1, 'game', 'bet', 2500, 1, '{}')`,
      [m.userId],
    );
    await fund(t.db, m.userId, 1_234n, 'cashback');
    expect((await get(m, 'cashback-transaction')).json()).toEqual({
      kind: 'cashback',
      currency_id: 1,
      available: '12.34',
      turnover: '25.00',
      turnover_target: '100.00',
      business_day: today,
    });
  });

  it('asks to confirm replacing another bonus kind, then replaces it', async () => {
    const m = await newMember();
    await join(m, 'cashback');
    const refused = await join(m, 'rebate');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'BONUS_REPLACE_REQUIRED',
      errors: [{ field: 'active_bonus', message: 'cashback' }],
    });
    const replaced = await join(m, 'rebate', true);
    expect(replaced.json()).toMatchObject({ kind: 'rebate', joined: true, active_bonus: 'rebate' });
    expect((await get(m, 'cashback-member')).json()).toMatchObject({ joined: false, active_bonus: 'rebate' });
  });

  it('refuses rebate to a member without the rebate privilege (403)', async () => {
    const m = await newMember();
    await fund(t.db, m.userId, 5_000n, 'rebate');
    await setMemberPrivilege(t.db, m.userId, 'rebate', false);
    for (const response of [
      await get(m, 'rebate-member'),
      await get(m, 'rebate-transaction'),
      await get(m, 'rebate-history'),
      await join(m, 'rebate'),
      await transferOut(m, 'rebate', { amount: '10' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ reason: 'PRIVILEGE_REQUIRED' });
    }
    expect(await balance(m, 'rebate')).toBe(5_000n);
    expect((await get(m, 'cashback-member')).statusCode).toBe(200);
  });
});

describe('transfer to the main wallet', () => {
  it('moves the balance once per idempotency key, logs it and tells the member’s pages', async () => {
    const m = await newMember();
    await fund(t.db, m.userId, 4_000n, 'cashback');
    const events: WsMessage[] = [];
    await t.app.events.subscribe(m.userId, (message) => events.push(message));
    const payload = { amount: '25.50', idempotency_key: 'transfer-attempt-1' };
    const [first, second] = await Promise.all([
      transferOut(m, 'cashback', payload),
      transferOut(m, 'cashback', payload),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await balance(m, 'cashback')).toBe(1_450n);
    expect(await balance(m, 'main')).toBe(2_550n);
    expect(events.filter((event) => event.topic_name === 'CASHBACK').length).toBeGreaterThanOrEqual(1);
    const logs = await t.db.query<{ type: string }>(
      `SELECT type FROM activity_logs WHERE user_id = $1 AND type = 'cashback_transfer'`,
      [m.userId],
    );
    expect(logs.rows).toHaveLength(1);
    await ledgerIsSound();
  });

  it('refuses negative, fractional, malformed and too large amounts and creates no money', async () => {
    const m = await newMember();
    await fund(t.db, m.userId, 3_000n, 'rebate');
    const cases: [string, number, string][] = [
      ['-5', 400, 'VALIDATION_FAILED'],
      ['0', 400, 'VALIDATION_FAILED'],
      ['1.005', 400, 'VALIDATION_FAILED'],
      ['abc', 400, 'VALIDATION_FAILED'],
      ['30.01', 422, 'INSUFFICIENT_FUNDS'],
      ['99999999999999999999', 422, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [amount, status, reason] of cases) {
      const response = await transferOut(m, 'rebate', { amount });
      expect({ amount, status: response.statusCode, reason: response.json().reason }).toEqual({
        amount,
        status,
        reason,
      });
    }
    expect(await balance(m, 'rebate')).toBe(3_000n);
    expect(await balance(m, 'main')).toBe(0n);
    await ledgerIsSound();
  });
});

describe('staff', () => {
  it('lists the programmes and sets a rate and target, audited; the job pays the new rate', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/admin/cashback-programmes', headers: staffAuth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        kind: 'rebate',
        active: true,
        rates: expect.arrayContaining([
          { level_id: 0, currency_id: 1, currency_code: 'THB', rate: '0.50', min_turnover: '100.00' },
        ]),
      }),
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/admin/cashback-rates',
      headers: staffAuth,
      payload: { kind: 'rebate', currency_id: 1, rate: '1.25', min_turnover: '10', reason: 'weekend' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().rates).toContainEqual({
      level_id: 0,
      currency_id: 1,
      currency_code: 'THB',
      rate: '1.25',
      min_turnover: '10.00',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/cashback-rates',
      headers: staffAuth,
      payload: { kind: 'rebate', currency_id: 1, rate: '150', min_turnover: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t.db.query(`SELECT 1 FROM admin_audit WHERE action = 'cashback_rate.set'`);
    expect(audit.rowCount).toBe(1);

    const day = daysBefore(today, 5);
    const m = await newMember();
    await join(m, 'rebate');
    await play(m.userId, day, 2_000n, 0n);
    await runJob('rebate', day);
    expect(await balance(m, 'rebate')).toBe(25n);

    const off = await t.app.inject({
      method: 'POST',
      url: '/admin/cashback-programmes/cashback',
      headers: staffAuth,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ kind: 'cashback', active: false });
    const refused = await join(await newMember(), 'cashback');
    expect(refused.statusCode).toBe(409);
  });
});

describe('articles', () => {
  const languageId = async (code: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM languages WHERE code = $1', [code])).rows[0]!.id;
  const read = async (kind: 'cashback' | 'rebate', languageIdOf: number) => {
    const response = await t.app.inject({ url: `/pbgapi/pb/${kind}-articles?language_id=${languageIdOf}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { title: string; body: string }[] }>().data;
  };

  it('serves each page its terms in the language, to visitors too', async () => {
    const [thai] = await read('rebate', await languageId('th'));
    expect(thai?.title).toBe('เงื่อนไขค่าคอมมิชชั่นคืน');
    const [english] = await read('cashback', await languageId('en'));
    expect(english?.title).toBe('Cashback terms');
  });

  it('lets staff replace one language, audited, and falls back to English when a language has none', async () => {
    const th = await languageId('th');
    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/admin/cashback-articles', headers: staffAuth, payload });
    const articles = [
      { title: 'ตัวอย่าง', body: 'เสีย 1,000 บาท ได้คืน 50 บาท' },
      { title: 'เงื่อนไข', body: 'จ่ายทุกวันหลังเที่ยงคืน' },
    ];
    const saved = await set({ kind: 'cashback', language_id: th, articles, reason: 'new terms' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: articles });
    expect(await read('cashback', th)).toEqual(articles);
    const audits = await t.db.query(
      `SELECT action FROM admin_audit WHERE target_type = 'cashback_articles' AND target_id = $1`,
      [`cashback:${th}`],
    );
    expect(audits.rows).toEqual([{ action: 'cashback_articles.set' }]);

    expect((await set({ kind: 'cashback', language_id: th, articles: [] })).statusCode).toBe(200);
    expect((await read('cashback', th))[0]?.title).toBe('Cashback terms');

    const bad = await set({
      kind: 'cashback',
      language_id: th,
      articles: [{ title: 'x'.repeat(121), body: 'b' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await set({ kind: 'cashback', language_id: 999_999, articles })).statusCode).toBe(404);
  });
});
