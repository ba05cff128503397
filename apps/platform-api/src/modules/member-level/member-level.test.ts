import type { AdminMemberLevel, MemberLevel, MemberLevelStanding } from '@casino/contracts/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysBefore, runDailyJob } from '../../jobs';
import { crashingInChunk } from '../../jobs/testing';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { memberRateOf } from '../cashback/programme';
import { readyMember, STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { birthdayBonusJob } from './birthday';
import { memberLevelJob } from './job';

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

/** A credited deposit, or a settled stake and win, at noon of a Bangkok business day (minor units, THB). */
async function activity(userId: number, day: string, kind: 'deposit' | 'bet' | 'result', amount: bigint) {
  await t.db.query(
    `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
     VALUES ($1, $2, $3, $4, 1, '{}', ($5::date + time '12:00') AT TIME ZONE $6)`,
    [
      userId,
      kind === 'deposit' ? 'deposit' : 'game',
      kind === 'deposit' ? null : kind,
      amount,
      day,
      timeZone,
    ],
  );
}
const wallet = (m: Member) => balanceOf(t.db, { userId: m.userId, kind: 'main' });
/**
 * Every event written so far applied to the daily totals. On PostgreSQL other test files' open
 * transactions may hold the visible end of the stream back for a moment; a job run before then would
 * count a day without its events.
 */
async function totalsCaughtUp() {
  await expect
    .poll(
      async () => {
        await t.app.stream.catchUp(['daily-totals']);
        const { rows } = await t.db.query<{ behind: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM activity_logs a, projection_offsets o
                           WHERE o.name = 'daily-totals' AND (a.tx_id, a.id) > (o.last_tx_id, o.last_id)) AS behind`,
        );
        return rows[0]?.behind;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(false);
}
const levelJob = async (day: string) => {
  await totalsCaughtUp();
  return t.app.jobs.run('member-level', day);
};
const standing = async (m: Member) => {
  const res = await t.app.inject({ url: '/api/mb/user-member-lv', headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberLevelStanding>();
};
const memos = async (m: Member, template: string) =>
  (
    await t.db.query<{ params: Record<string, string> }>(
      'SELECT params FROM memo_topics WHERE user_id = $1 AND template = $2',
      [m.userId, template],
    )
  ).rows;

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

describe('the daily member level job', () => {
  it('moves a member up by accumulated deposits and pays the VIP bonus once, however often it runs', async () => {
    const day = daysBefore(today, 3);
    const m = await newMember();
    expect((await standing(m)).level).toBeNull();
    await activity(m.userId, day, 'deposit', 150_000n);

    expect(await levelJob(day)).toMatchObject({ status: 'done', paid: 1 });
    expect(await levelJob(day)).toMatchObject({ status: 'already-done', paid: 0 });
    const after = await standing(m);
    expect(after.level).toMatchObject({ rank: 1, name: 'Bronze', vip_bonus: '50.00' });
    expect(after.next).toMatchObject({ rank: 2, name: 'Silver', required_deposit: '10000.00' });
    expect(after.accumulated).toEqual({ deposit: '1500.00', turnover: '0.00', winloss: '0.00' });
    expect(after.counted_through).toBe(day);
    expect(await wallet(m)).toBe(5_000n);
    expect((await memos(m, 'level_up'))[0]?.params).toMatchObject({ level: 'Bronze', amount: '50.00' });
    await ledgerIsSound();
  });

  it('passes several levels at once by turnover, paying each step, and accumulates across days', async () => {
    const m = await newMember();
    await activity(m.userId, daysBefore(today, 6), 'bet', 300_000n);
    await activity(m.userId, daysBefore(today, 6), 'result', 290_000n);
    await activity(m.userId, daysBefore(today, 5), 'bet', 24_700_000n);
    await activity(m.userId, daysBefore(today, 5), 'result', 10_000_000n);
    await levelJob(daysBefore(today, 6));
    // 3,000 of stakes and 100 of win/loss: short of Bronze's 5,000 and 2,000.
    expect((await standing(m)).level).toBeNull();
    await levelJob(daysBefore(today, 5));
    const s = await standing(m);
    // 250,000 of stakes reach Gold by turnover (147,100 of win/loss would too).
    expect(s.level).toMatchObject({ rank: 3, name: 'Gold' });
    expect(s.accumulated).toEqual({ deposit: '0.00', turnover: '250000.00', winloss: '147100.00' });
    expect(await wallet(m)).toBe(125_000n); // 50 + 200 + 1,000
    await ledgerIsSound();
  });

  it("never moves a member down, and pays a level's VIP bonus once ever", async () => {
    const m = await newMember();
    await activity(m.userId, daysBefore(today, 8), 'deposit', 100_000n);
    await levelJob(daysBefore(today, 8));
    expect(await wallet(m)).toBe(5_000n);
    // Staff took the level away by hand; the next run gives it back without a second bonus.
    await t.db.query('UPDATE users SET member_level_id = NULL WHERE id = $1', [m.userId]);
    await activity(m.userId, daysBefore(today, 7), 'deposit', 100n);
    await levelJob(daysBefore(today, 7));
    expect((await standing(m)).level).toMatchObject({ rank: 1 });
    expect(await wallet(m)).toBe(5_000n);
  });

  it("resumes a run that crashed half way without counting a member's day twice", async () => {
    const day = daysBefore(today, 10);
    const members = [await newMember(), await newMember(), await newMember()];
    for (const m of members) await activity(m.userId, day, 'deposit', 60_000n);
    const real = memberLevelJob();
    const crashing = crashingInChunk(real, 2);
    const options = {
      day,
      timeZone,
      catchUp: (names: readonly string[]) => t.app.stream.catchUp(names),
      chunkSize: 1,
    };
    await totalsCaughtUp();
    await expect(runDailyJob(t.db, crashing, options)).rejects.toThrow('crashed half way');
    await runDailyJob(t.db, real, options);
    await runDailyJob(t.db, real, options);
    for (const m of members) expect((await standing(m)).accumulated.deposit).toBe('600.00');
  });

  it('gives the level its rolling rebate rate', async () => {
    const m = await newMember();
    expect((await memberRateOf(t.db, 'rebate', m.userId))?.rateBp).toBe(50);
    await activity(m.userId, daysBefore(today, 9), 'deposit', 100_000n);
    await levelJob(daysBefore(today, 9));
    expect((await memberRateOf(t.db, 'rebate', m.userId))?.rateBp).toBe(60);
  });
});

describe('the birthday bonus', () => {
  const birthdayJob = (day: string) => t.app.jobs.run('birthday-bonus', day);

  it("pays the level's birthday bonus on the birthday, once a year even after the date of birth changes", async () => {
    const m = await newMember();
    const day = daysBefore(today, 12);
    await activity(m.userId, daysBefore(today, 20), 'deposit', 100_000n);
    await levelJob(daysBefore(today, 20));
    await t.db.query("UPDATE users SET dob = $2::date - interval '30 years' WHERE id = $1", [m.userId, day]);
    await birthdayJob(day);
    await birthdayJob(day);
    expect(await wallet(m)).toBe(15_000n); // VIP 50 + birthday 100
    expect((await standing(m)).birthday_bonus_year).toBe(Number(day.slice(0, 4)));

    // A new date of birth later in the same year pays nothing more.
    const later = daysBefore(today, 11);
    await t.db.query("UPDATE users SET dob = $2::date - interval '30 years' WHERE id = $1", [
      m.userId,
      later,
    ]);
    if (later.slice(0, 4) === day.slice(0, 4)) {
      await birthdayJob(later);
      expect(await wallet(m)).toBe(15_000n);
    }
    expect(await memos(m, 'birthday_bonus')).toHaveLength(1);
  });

  it('resumes a birthday run that crashed half way without paying anyone twice', async () => {
    const day = daysBefore(today, 14);
    const members = [await newMember(), await newMember(), await newMember()];
    for (const m of members) {
      await t.db.query(
        `UPDATE users SET dob = $2::date - interval '25 years',
           member_level_id = (SELECT id FROM member_levels WHERE currency_id = 1 AND rank = 1) WHERE id = $1`,
        [m.userId, day],
      );
    }
    const real = birthdayBonusJob();
    const crashing = crashingInChunk(real, 2);
    const options = { day, timeZone, catchUp: async () => undefined, chunkSize: 1 };
    await expect(runDailyJob(t.db, crashing, options)).rejects.toThrow('crashed half way');
    await runDailyJob(t.db, real, options);
    await runDailyJob(t.db, real, options);
    for (const m of members) expect(await wallet(m)).toBe(10_000n);
    await ledgerIsSound();
  });

  it('pays no one below the first level, and a 29 February birthday on 28 February of other years', async () => {
    const below = await newMember();
    const leapling = await newMember();
    await activity(leapling.userId, daysBefore(today, 30), 'deposit', 100_000n);
    await levelJob(daysBefore(today, 30));
    await t.db.query(`UPDATE users SET dob = '2000-02-29' WHERE id = ANY($1::int[])`, [
      [below.userId, leapling.userId],
    ]);
    await birthdayJob('2025-02-28');
    expect(await wallet(leapling)).toBe(15_000n);
    expect(await wallet(below)).toBe(0n);
    const job = birthdayBonusJob();
    expect(await job.payouts(t.db, '2024-02-28', 0, 10)).toEqual([]);
  });
});

describe('levels for members and staff', () => {
  it("lists a currency's levels in the language asked for, lowest first", async () => {
    const th = await t.db.query<{ id: number }>(`SELECT id FROM languages WHERE code = 'th'`);
    const res = await t.app.inject({
      url: `/pbgapi/pb/member-lv-detail?currency_id=1&language_id=${th.rows[0]?.id ?? 0}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: MemberLevel[] }>();
    expect(data.map((level) => level.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(data[0]).toMatchObject({ name: 'บรอนซ์', required_deposit: '1000.00', rolling_rebate: '0.60' });
  });

  it('lets staff add a level, refuses one without a requirement, and answers members only', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/admin/member-levels',
      headers: staffAuth,
      payload: {
        currency_code: 'THB',
        rank: 6,
        names: { en: 'Black', th: 'แบล็ก' },
        required_turnover: '50000000',
        vip_bonus: '50000',
        rolling_rebate: '1.20',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminMemberLevel>()).toMatchObject({ rank: 6, rolling_rebate: '1.20', members: 0 });
    const none = await t.app.inject({
      method: 'POST',
      url: '/admin/member-levels',
      headers: staffAuth,
      payload: { currency_code: 'THB', rank: 7, names: { en: 'X' } },
    });
    expect(none.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/mb/user-member-lv' })).statusCode).toBe(401);
  });
});
