import type { Deposit } from '@casino/contracts';
import type {
  Promotion,
  PromotionCategory,
  PromotionDeal,
  PromotionMember,
} from '@casino/contracts/promotions';
import { adminPath, depositAdminApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { appendActivity } from '../../stream';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { Queryable } from '../../db/types';
import { businessToday, daysBefore, runDailyJob } from '../../jobs';
import type { DailyJob } from '../../jobs';
import { promotionExpiryJob } from './expiry';
import { IMAGES, testUploadDir, uploadSlip } from '../deposit/testing';
import { fund, readyMember } from '../withdrawal/testing';

let t: TestApp;
const staff = { authorization: `Basic ${Buffer.from('promo-staff:promo-password-1').toString('base64')}` };
let en: number;
let th: number;

beforeAll(async () => {
  t = await createTestApp({
    uploadDir: testUploadDir(),
    adminSeed: { username: 'promo-staff', password: 'promo-password-1' },
  });
  const languages = await t.db.query<{ id: number; code: string }>('SELECT id, code FROM languages');
  en = languages.rows.find((l) => l.code === 'en')?.id ?? 0;
  th = languages.rows.find((l) => l.code === 'th')?.id ?? 0;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof readyMember>>;
const member = () => readyMember(t.app, t.db);

const catalogue = async (m: Member, language = en) => {
  const res = await t.app.inject({
    url: `/api/mb/promotion-information?language_id=${language}`,
    headers: m.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Promotion[] }>().data;
};
const byCode = async (m: Member, code: string) => {
  const found = (await catalogue(m)).find((p) => p.code === code);
  if (!found) throw new Error(`no promotion ${code}`);
  return found;
};
const receive = (m: Member, id: number, replace?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mb/promotion-member',
    headers: m.headers,
    payload: { promotion_information_id: id, ...(replace === undefined ? {} : { replace }) },
  });
/**
 * Waits until the projection has read every event written so far. `catchUp` applies what is visible
 * now; on PostgreSQL a transaction still running elsewhere (another suite, the worker) can hold the
 * visibility horizon below the events just written for a moment.
 */
const settle = async () => {
  for (let attempt = 0; attempt < 100; attempt++) {
    await t.app.stream.catchUp(['promotion-turnover']);
    const { rows } = await t.db.query<{ done: boolean }>(
      `SELECT COALESCE((SELECT max(tx_id) FROM activity_logs) <=
         (SELECT last_tx_id FROM projection_offsets WHERE name = 'promotion-turnover'), true) AS done`,
    );
    if (rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the promotion projection did not catch up');
};
const deal = async (m: Member) => {
  await settle();
  const res = await t.app.inject({ url: `/api/mb/promotion-member?language_id=${th}`, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json<PromotionDeal>();
};
const bonusOf = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'bonus' });
async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}
const mainOf = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'main' });
const play = (m: Member, subType: 'bet' | 'result' | 'refund' | 'cancel', amount: bigint) =>
  appendActivity(t.db, { userId: m.userId, type: 'game', subType, amount, currencyId: 1, detail: {} });
const withdraw = async (m: Member, amount: string) => {
  await settle();
  return t.app.inject({
    method: 'POST',
    url: '/api/mb/queue-withdrawal',
    headers: m.headers,
    payload: { amount },
  });
};
const activityTypes = async (m: Member) =>
  (
    await t.db.query<{ type: string }>('SELECT type FROM activity_logs WHERE user_id = $1 ORDER BY id', [
      m.userId,
    ])
  ).rows.map((row) => row.type);

/** The platform memos of a member (template and params), oldest first. */
async function memosOf(m: Member) {
  const { rows } = await t.db.query<{ template: string; params: Record<string, string> }>(
    `SELECT template, params FROM memo_topics WHERE user_id = $1 AND template IS NOT NULL ORDER BY id`,
    [m.userId],
  );
  return rows;
}

describe('the promotions catalogue', () => {
  it('lists running promotions by category with texts in the asked language, and one with its articles', async () => {
    const categories = await t.app.inject({ url: `/pbgapi/pb/promotion-category?language_id=${th}` });
    expect(categories.json<{ data: PromotionCategory[] }>().data.map((c) => c.name)).toEqual([
      'สมาชิกใหม่',
      'โบนัสเงินฝาก',
      'สล็อตและเกม',
    ]);
    const list = await t.app.inject({
      url: `/pbgapi/pb/promotion-information?language_id=${th}&currency_id=1`,
    });
    const promotions = list.json<{ data: Promotion[] }>().data;
    expect(promotions.map((p) => p.code)).toEqual([
      'welcome-100-thb',
      'free-credit-thb',
      'daily-reload-10-thb',
      'weekend-slots-thb',
    ]);
    expect(promotions[0]).toMatchObject({
      title: 'โบนัสต้อนรับ 100%',
      category_name: 'สมาชิกใหม่',
      type: 'deposit_turnover',
      bonus_percent: 100,
      bonus_cap: '1000.00',
      min_deposit: '100.00',
      turnover_multiplier: 5,
      member_status: null,
    });
    const id = promotions[1]?.id ?? 0;
    const detail = await t.app.inject({ url: `/pbgapi/pb/promotion-information/${id}?language_id=${en}` });
    expect(detail.json<Promotion>()).toMatchObject({
      title: 'Free credit for new members',
      bonus_amount: '50.00',
      articles: [{ title: 'Terms' }],
    });
    expect(
      (await t.app.inject({ url: `/pbgapi/pb/promotion-information/99999?language_id=${en}` })).statusCode,
    ).toBe(404);
  });

  it("shows a member only their currency's promotions, each with their status", async () => {
    const m = await member();
    const list = await catalogue(m);
    expect(list).toHaveLength(4);
    expect(list.every((p) => p.currency_id === 1 && p.member_status === null)).toBe(true);
  });
});

describe('receiving a promotion', () => {
  it('puts the bonus in the bonus balance, refuses a second promotion and a withdrawal until the target is played, then pays it to main', async () => {
    const m = await member();
    await fund(t.db, m.userId, 100_000n);
    const free = await byCode(m, 'free-credit-thb');
    const res = await receive(m, free.id);
    expect(res.statusCode).toBe(201);
    expect(res.json<PromotionMember>()).toMatchObject({
      status: 'active',
      bonus: '50.00',
      turn_over_user: '0.00',
      turn_over_target: '500.00',
    });
    expect(await bonusOf(m)).toBe(5_000n);
    expect(await mainOf(m)).toBe(100_000n);
    expect((await byCode(m, 'free-credit-thb')).member_status).toBe('active');

    const second = await receive(m, (await byCode(m, 'weekend-slots-thb')).id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      reason: 'PROMOTION_ACTIVE',
      message: 'Cannot receive this promotion, please deactivate the current promotion',
    });

    await play(m, 'bet', 30_000n);
    await play(m, 'result', 10_000n);
    const refused = await withdraw(m, '500');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'TURNOVER_REQUIRED' });
    expect((await deal(m)).promotion_member).toMatchObject({
      title: 'เครดิตฟรีสำหรับสมาชิกใหม่',
      turn_over_user: '300.00',
      turn_winlose_user: '-200.00',
    });

    await play(m, 'bet', 20_000n);
    const done = await deal(m);
    expect(done).toEqual({ promotion_member_is_active: false, promotion_member: null });
    expect(await bonusOf(m)).toBe(0n);
    expect(await mainOf(m)).toBe(105_000n);
    expect(await activityTypes(m)).toEqual([
      'login',
      'receive_promotion',
      'game',
      'game',
      'game',
      'end_promotion',
    ]);
    expect(await t.app.bonus.activeOf(t.db, m.userId)).toBeNull();
    expect((await withdraw(m, '500')).statusCode).toBe(201);
    // The member is told in the inbox: bonus received, then released.
    expect(await memosOf(m)).toEqual([
      { template: 'promotion_received', params: { amount: '50.00' } },
      { template: 'promotion_completed', params: { amount: '50.00' } },
    ]);

    const history = await t.app.inject({
      url: `/api/mb/promotion-member-history?language_id=${en}`,
      headers: m.headers,
    });
    expect(history.json<{ total: number; data: PromotionMember[] }>()).toMatchObject({
      total: 1,
      data: [{ status: 'received', title: 'Free credit for new members', turn_over_user: '500.00' }],
    });
    // Each promotion once.
    expect((await receive(m, free.id)).json()).toMatchObject({ reason: 'CONFLICT' });
  });

  it('counts the net win of a win/loss promotion, and a deactivated promotion gives its bonus back', async () => {
    const m = await member();
    const weekend = await byCode(m, 'weekend-slots-thb');
    expect((await receive(m, weekend.id)).json()).toMatchObject({ turn_winlose_target: '200.00' });
    await play(m, 'bet', 10_000n);
    await play(m, 'result', 25_000n);
    await play(m, 'refund', 1_000n);
    const progress = (await deal(m)).promotion_member;
    expect(progress).toMatchObject({
      turn_winlose_user: '160.00',
      turn_over_user: '90.00',
      status: 'active',
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/mb/promotion-member/${progress?.id}`,
      headers: m.headers,
    });
    expect(removed.json<PromotionMember>()).toMatchObject({ status: 'inactive' });
    expect(await bonusOf(m)).toBe(0n);
    expect(await mainOf(m)).toBe(0n);
    expect((await receive(m, (await byCode(m, 'free-credit-thb')).id)).statusCode).toBe(201);
  });

  it('lets exactly one of two promotions received at the same time win', async () => {
    const m = await member();
    const [a, b] = await Promise.all([
      receive(m, (await byCode(m, 'free-credit-thb')).id),
      receive(m, (await byCode(m, 'weekend-slots-thb')).id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toMatchObject({ reason: 'PROMOTION_ACTIVE' });
    expect(await bonusOf(m)).toBe(a.statusCode === 201 ? 5_000n : 10_000n);
  });

  it('asks to confirm replacing another bonus kind, and ends the promotion when another kind replaces it', async () => {
    const m = await member();
    await t.db.transaction((tx) =>
      t.app.bonus.take(tx, { userId: m.userId, kind: 'cashback', reference: 'cashback', replace: false }),
    );
    const free = await byCode(m, 'free-credit-thb');
    const asked = await receive(m, free.id);
    expect(asked.json()).toMatchObject({
      reason: 'BONUS_REPLACE_REQUIRED',
      errors: [{ field: 'active_bonus', message: 'cashback' }],
    });
    expect((await receive(m, free.id, true)).statusCode).toBe(201);
    expect(await t.app.bonus.activeOf(t.db, m.userId)).toMatchObject({ kind: 'promotion' });

    await t.db.transaction((tx) =>
      t.app.bonus.take(tx, { userId: m.userId, kind: 'rebate', reference: 'rebate', replace: true }),
    );
    const history = await t.app.inject({
      url: `/api/mb/promotion-member-history?language_id=${en}`,
      headers: m.headers,
    });
    expect(history.json()).toMatchObject({ data: [{ status: 'inactive' }] });
    expect(await bonusOf(m)).toBe(0n);
  });

  it('is received with a deposit: the bonus joins the bonus balance when staff credit the deposit', async () => {
    const m = await member();
    const welcome = await byCode(m, 'welcome-100-thb');
    expect((await receive(m, welcome.id)).json()).toMatchObject({ reason: 'CONFLICT' });

    const accounts = await t.app.inject({ url: '/api/mb/payment-bank-information', headers: m.headers });
    const kbank = accounts
      .json<{ data: { id: number; bank_code: string }[] }>()
      .data.find((a) => a.bank_code === 'KBANK');
    const reload = await byCode(m, 'daily-reload-10-thb');
    const depositWith = async (amount: string, promotion = welcome) => {
      const upload = await uploadSlip(t.app, m.headers, IMAGES.jpeg);
      return t.app.inject({
        method: 'POST',
        url: '/api/mb/deposit-transaction',
        headers: m.headers,
        payload: {
          payment_bank_information_id: kbank?.id,
          deposit_amount: amount,
          slip_image_url: upload.json<{ url: string }>().url,
          promotion_information_id: promotion.id,
        },
      });
    };
    // Below the promotion's minimum deposit (300 baht).
    expect((await depositWith('200', reload)).json()).toMatchObject({ reason: 'AMOUNT_OUT_OF_RANGE' });
    const created = await depositWith('1500');
    expect(created.statusCode).toBe(201);
    const deposit = created.json<Deposit>();
    const approved = await t.app.inject({
      method: 'POST',
      url: adminPath(depositAdminApi.depositApprove, { id: deposit.id }),
      headers: staff,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    // 100 % of 1,495 baht credited (5 baht bank charge), capped at 1,000.
    expect(await mainOf(m)).toBe(149_500n);
    expect(await bonusOf(m)).toBe(100_000n);
    expect((await deal(m)).promotion_member).toMatchObject({
      deposit_amount: '1495.00',
      bonus: '1000.00',
      turn_over_target: '12475.00',
    });
    expect(await activityTypes(m)).toEqual(['login', 'deposit', 'receive_promotion']);
    // While it is active, a deposit naming another promotion is refused at once.
    expect((await depositWith('500', reload)).json()).toMatchObject({ reason: 'PROMOTION_ACTIVE' });
  });
});

describe('expiry', () => {
  it('ends an active promotion past its end with the target unmet, once, and gives its bonus back', async () => {
    const m = await member();
    const record = (await receive(m, (await byCode(m, 'free-credit-thb')).id)).json<PromotionMember>();
    await t.db.query(`UPDATE promotion_members SET expires_at = now() - interval '3 days' WHERE id = $1`, [
      record.id,
    ]);
    const run = (day?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/jobs/promotion-expiry/run',
        headers: staff,
        payload: day ? { business_day: day } : {},
      });
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'done' });
    const history = await t.app.inject({
      url: `/api/mb/promotion-member-history?language_id=${en}`,
      headers: m.headers,
    });
    expect(history.json()).toMatchObject({ data: [{ id: record.id, status: 'expired' }] });
    expect(await bonusOf(m)).toBe(0n);
    expect(await t.app.bonus.activeOf(t.db, m.userId)).toBeNull();
    expect((await run()).json()).toMatchObject({ status: 'already-done', paid: 0 });
    expect((await memosOf(m)).map((memo) => memo.template)).toEqual([
      'promotion_received',
      'promotion_expired',
    ]);
    await ledgerIsSound();
  });

  /** Members each holding a free-credit promotion whose end passed ten days ago. */
  const expiredMembers = async (count: number) => {
    const members: Member[] = [];
    for (let i = 0; i < count; i++) {
      const m = await member();
      const record = (await receive(m, (await byCode(m, 'free-credit-thb')).id)).json<PromotionMember>();
      await t.db.query(`UPDATE promotion_members SET expires_at = now() - interval '10 days' WHERE id = $1`, [
        record.id,
      ]);
      expect(await bonusOf(m)).toBeGreaterThan(0n);
      members.push(m);
    }
    return members;
  };
  const expectEnded = async (members: Member[]) => {
    for (const m of members) {
      expect(await bonusOf(m)).toBe(0n);
      expect(await t.app.bonus.activeOf(t.db, m.userId)).toBeNull();
      const { rows } = await t.db.query<{ status: string }>(
        `SELECT status FROM promotion_members WHERE user_id = $1`,
        [m.userId],
      );
      expect(rows).toEqual([{ status: 'expired' }]);
    }
  };
  const jobOptions = (day: string, chunkSize?: number) => ({
    day,
    timeZone: t.app.config.brand.time_zone,
    catchUp: (names: readonly string[]) => t.app.stream.catchUp(names),
    ...(chunkSize === undefined ? {} : { chunkSize }),
  });

  it('ends each promotion once when three runs of the day go at the same time', async () => {
    const members = await expiredMembers(3);
    const day = daysBefore(await businessToday(t.db, t.app.config.brand.time_zone), 5);
    const job = promotionExpiryJob(t.app.config.brand.time_zone);
    const results = await Promise.all([
      runDailyJob(t.db, job, jobOptions(day)),
      runDailyJob(t.db, job, jobOptions(day)),
      runDailyJob(t.db, job, jobOptions(day)),
    ]);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(3);
    await expectEnded(members);
    await ledgerIsSound();
  });

  it('resumes a run that crashed half way without ending anyone twice', async () => {
    const members = await expiredMembers(3);
    const day = daysBefore(await businessToday(t.db, t.app.config.brand.time_zone), 6);
    const real = promotionExpiryJob(t.app.config.brand.time_zone);
    let chunks = 0;
    const crashing: DailyJob = {
      ...real,
      async pay(tx: Queryable, businessDay, claimed) {
        chunks += 1;
        await real.pay(tx, businessDay, claimed);
        if (chunks === 2) throw new Error('crashed half way');
      },
    };
    await expect(runDailyJob(t.db, crashing, jobOptions(day, 1))).rejects.toThrow('crashed half way');
    const left = await Promise.all(members.map((m) => bonusOf(m)));
    expect(left.filter((amount) => amount === 0n)).toHaveLength(1);

    expect(await runDailyJob(t.db, real, jobOptions(day, 1))).toMatchObject({ status: 'done', paid: 2 });
    await expectEnded(members);
    // One memo of the ending each, though one member's ending ran before the crash.
    for (const m of members) {
      expect((await memosOf(m)).filter((memo) => memo.template === 'promotion_expired')).toHaveLength(1);
    }
    await ledgerIsSound();
  });
});

describe('staff', () => {
  it('create and edit promotions, audited, and members see them', async () => {
    const body = {
      code: 'songkran-test',
      category_code: 'games',
      currency_code: 'THB',
      type: 'turnover',
      bonus_amount: '77',
      turnover_multiplier: 4,
      start_at: '2025-01-01T00:00:00Z',
      end_at: '2030-01-01T00:00:00Z',
      texts: { en: { title: 'Songkran splash', description: 'Water festival bonus', articles: [] } },
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/promotions',
      headers: staff,
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'songkran-test',
      bonus_amount: '77.00',
      title: 'Songkran splash',
    });
    const edited = await t.app.inject({
      method: 'POST',
      url: '/admin/promotions',
      headers: staff,
      payload: { ...body, bonus_amount: '88', is_active: false },
    });
    expect(edited.json()).toMatchObject({
      id: created.json<{ id: number }>().id,
      bonus_amount: '88.00',
      is_active: false,
    });
    const list = await t.app.inject({ url: '/admin/promotions', headers: staff });
    expect(list.json<{ data: { code: string }[] }>().data.map((p) => p.code)).toContain('songkran-test');
    const audits = await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE target_type = 'promotion' ORDER BY id`,
    );
    expect(audits.rows.map((r) => r.action)).toEqual(['promotion.create', 'promotion.update']);
    const m = await member();
    expect((await catalogue(m)).map((p) => p.code)).not.toContain('songkran-test');
    expect((await t.app.inject({ url: '/admin/promotions' })).statusCode).toBe(401);
  });
});
