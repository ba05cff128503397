import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import { balanceOf, transferBatch } from '../ledger';
import { readInvariants } from '../ledger/testing';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { businessToday, daysBefore, runDailyJob } from './run-daily';
import type { DailyJob, Payout } from './types';

let t: TestApp;
let members: number[];
const TIME_ZONE = 'Asia/Bangkok';
let day: string;

beforeAll(async () => {
  t = await createTestApp();
  members = [];
  for (let i = 0; i < 10; i += 1) members.push((await registerMember(t.app)).user.id);
  day = daysBefore(await businessToday(t.db, TIME_ZONE), 2);
  // Each member staked (i + 1) * 1,000 at noon of that Bangkok day.
  for (const [i, userId] of members.entries()) {
    await t.db.query(
      `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
       VALUES ($1, 'game', 'bet', $2, 1, '{}', ($3::date + time '12:00') AT TIME ZONE $4)`,
      [userId, BigInt((i + 1) * 1000), day, TIME_ZONE],
    );
  }
});
afterAll(() => t.close());

let jobCounter = 0;

/** A 10% cashback on the day's stakes, paid house → cashback account; `failOnChunk` crashes once. */
function cashbackJob(options: { failOnChunk?: number } = {}): DailyJob {
  jobCounter += 1;
  const name = `test-cashback-${jobCounter}`;
  let chunks = 0;
  let failed = false;
  return {
    name,
    reads: ['daily-totals'],
    async payouts(tx: Queryable, businessDay: string, afterUserId: number, limit: number) {
      const { rows } = await tx.query<{ user_id: number; currency_id: number; bet_total: bigint }>(
        `SELECT user_id, currency_id, bet_total FROM member_daily_totals
          WHERE business_day = $1 AND user_id > $2 AND user_id = ANY($4::int[])
          ORDER BY user_id LIMIT $3`,
        [businessDay, afterUserId, limit, members],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currencyId: row.currency_id,
        amount: row.bet_total / 10n,
      }));
    },
    async pay(tx: Queryable, businessDay: string, claimed: readonly Payout[]) {
      chunks += 1;
      if (chunks === options.failOnChunk && !failed) {
        failed = true;
        throw new Error('crashed half way');
      }
      await transferBatch(
        tx,
        claimed.map((payout) => ({
          idempotencyKey: `${name}:${businessDay}:${payout.userId}`,
          debit: { system: 'house' as const, currencyId: payout.currencyId },
          credit: { userId: payout.userId, kind: 'cashback' as const },
          amount: payout.amount,
          type: 'cashback',
        })),
      );
    },
  };
}

const run = (job: DailyJob, businessDay = day) =>
  runDailyJob(t.db, job, {
    day: businessDay,
    timeZone: TIME_ZONE,
    catchUp: (names) => t.app.stream.catchUpCommitted(names),
    chunkSize: 3,
  });

async function cashbackPaid(job: DailyJob) {
  const { rows } = await t.db.query<{ n: bigint; total: bigint | null }>(
    `SELECT count(*) AS n, sum(amount)::bigint AS total FROM transfers WHERE idempotency_key LIKE $1`,
    [`${job.name}:%`],
  );
  return { transfers: Number(rows[0]?.n ?? 0), total: rows[0]?.total ?? 0n };
}

const EXPECTED_TOTAL = 5_500n; // 10% of 1,000 + 2,000 + ... + 10,000

describe('runDailyJob', () => {
  it('pays every member once for the day, and a second run pays nothing', async () => {
    const job = cashbackJob();
    expect(await run(job)).toMatchObject({ status: 'done', paid: 10 });
    expect(await balanceOf(t.db, { userId: members[9] ?? 0, kind: 'cashback' })).toBe(1000n);
    expect(await run(job)).toMatchObject({ status: 'already-done', paid: 0 });
    expect(await cashbackPaid(job)).toEqual({ transfers: 10, total: EXPECTED_TOTAL });
  });

  it('pays each member once when two runs of the day go at the same time', async () => {
    const job = cashbackJob();
    const results = await Promise.all([run(job), run(job), run(job)]);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(10);
    expect(await cashbackPaid(job)).toEqual({ transfers: 10, total: EXPECTED_TOTAL });
  });

  it('resumes a run that crashed half way and pays only whoever it had not', async () => {
    const job = cashbackJob({ failOnChunk: 2 });
    await expect(run(job)).rejects.toThrow('crashed half way');
    expect(await cashbackPaid(job)).toEqual({ transfers: 3, total: 600n });
    const status = await t.db.query<{ status: string }>(
      'SELECT status FROM job_runs WHERE job = $1 AND business_day = $2',
      [job.name, day],
    );
    expect(status.rows[0]?.status).toBe('running');

    expect(await run(job)).toMatchObject({ status: 'done', paid: 7 });
    expect(await cashbackPaid(job)).toEqual({ transfers: 10, total: EXPECTED_TOTAL });
    const invariants = await readInvariants(t.db);
    expect(invariants.drifting).toEqual([]);
    expect(invariants.negative).toEqual([]);
  });

  it('pays nothing for a day without activity', async () => {
    const job = cashbackJob();
    expect(await run(job, daysBefore(day, 1))).toMatchObject({ status: 'done', paid: 0 });
  });

  it('refuses a day that has not ended and a malformed day', async () => {
    const job = cashbackJob();
    const today = await businessToday(t.db, TIME_ZONE);
    await expect(run(job, today)).rejects.toMatchObject({ statusCode: 409 });
    await expect(run(job, '2026-13-45')).rejects.toMatchObject({ statusCode: 400 });
    await expect(run(job, 'yesterday')).rejects.toMatchObject({ statusCode: 400 });
  });
});
