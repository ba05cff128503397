import type { Db, Queryable } from '../db/types';
import { AppError, MESSAGES } from '../http/errors';
import type { DailyJob, DailyRunResult, Payout } from './types';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the time zone, from the database clock (one clock for every instance). */
export async function businessToday(db: Queryable, timeZone: string): Promise<string> {
  const { rows } = await db.query<{ today: string }>(`SELECT (now() AT TIME ZONE $1)::date::text AS today`, [
    timeZone,
  ]);
  const today = rows[0]?.today;
  if (!today) throw new Error('the database returned no date');
  return today;
}

/** The business day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Claims the day for this run; null when a run already finished it. */
async function claimDay(db: Db, job: string, day: string): Promise<'running' | null> {
  const { rows } = await db.query<{ status: string }>(
    `INSERT INTO job_runs (job, business_day, status) VALUES ($1, $2, 'running')
     ON CONFLICT (job, business_day) DO UPDATE SET attempts = job_runs.attempts + 1
       WHERE job_runs.status = 'running'
     RETURNING status`,
    [job, day],
  );
  return rows[0] ? 'running' : null;
}

/** Records the chunk's payouts; returns the ones no other run holds, which this run must pay. */
async function claimPayouts(tx: Queryable, job: string, day: string, payouts: Payout[]): Promise<Payout[]> {
  const { rows } = await tx.query<{ user_id: number }>(
    `INSERT INTO job_payouts (job, business_day, user_id, currency_id, amount, detail)
     SELECT $1, $2::date, user_id, currency_id, amount, detail::jsonb
       FROM unnest($3::int[], $4::int[], $5::bigint[], $6::text[]) AS v(user_id, currency_id, amount, detail)
     ON CONFLICT (job, business_day, user_id) DO NOTHING RETURNING user_id`,
    [
      job,
      day,
      payouts.map((p) => p.userId),
      payouts.map((p) => p.currencyId),
      payouts.map((p) => String(p.amount)),
      payouts.map((p) => JSON.stringify(p.detail ?? {})),
    ],
  );
  const mine = new Set(rows.map((row) => row.user_id));
  return payouts.filter((p) => mine.has(p.userId));
}

export interface RunDailyOptions {
  /** The business day to run, YYYY-MM-DD; it must have ended in the brand's time zone. */
  day: string;
  timeZone: string;
  /** Brings the job's projections up to date (the stream worker's catchUp). */
  catchUp: (names: readonly string[]) => Promise<void>;
  chunkSize?: number;
  /** Shutdown: the run stops after the chunk in progress commits, leaving the day open to resume. */
  signal?: AbortSignal;
}

/** A run stopped by shutdown between chunks; what it paid stays paid, the next run pays the rest. */
export class JobInterrupted extends AppError {
  constructor(
    readonly job: string,
    readonly day: string,
  ) {
    super(503, 'INTERNAL', MESSAGES.unavailable);
  }
}

/**
 * Runs a daily job for one business day, exactly once per member: the day is claimed in `job_runs`,
 * members are taken in chunks of ascending id, and each chunk's payouts are recorded in `job_payouts`
 * (primary key job, day, member) in the same transaction as the job pays them. A run at the same time
 * waits on the rows the other holds and then finds them taken; a run after a crash resumes the day and
 * pays only whoever the crashed run had not.
 */
export async function runDailyJob(db: Db, job: DailyJob, options: RunDailyOptions): Promise<DailyRunResult> {
  const { day } = options;
  if (!DAY_PATTERN.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The business day must be a date (YYYY-MM-DD)');
  }
  if (day >= (await businessToday(db, options.timeZone))) {
    throw new AppError(409, 'CONFLICT', 'This business day has not ended yet');
  }
  const result: DailyRunResult = { job: job.name, businessDay: day, status: 'done', paid: 0 };
  if (!(await claimDay(db, job.name, day))) return { ...result, status: 'already-done' };

  await options.catchUp(job.reads);
  if (options.signal?.aborted) throw new JobInterrupted(job.name, day);
  const chunkSize = options.chunkSize ?? 1000;
  let after = 0;
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const candidates = await job.payouts(tx, day, after, chunkSize);
      const payouts = job.keepsZeroPayouts ? candidates : candidates.filter((p) => p.amount > 0n);
      const claimed = payouts.length > 0 ? await claimPayouts(tx, job.name, day, payouts) : [];
      if (claimed.length > 0) await job.pay(tx, day, claimed);
      return {
        last: candidates.at(-1)?.userId,
        claimed,
        full: candidates.length === chunkSize,
      };
    });
    result.paid += chunk.claimed.length;
    if (chunk.claimed.length > 0 && job.afterPay) {
      await job.afterPay(day, chunk.claimed).catch(() => undefined);
    }
    if (chunk.last === undefined || !chunk.full) break;
    if (options.signal?.aborted) throw new JobInterrupted(job.name, day);
    after = chunk.last;
  }
  await db.query(
    `UPDATE job_runs SET status = 'done', finished_at = now(),
       paid_count = (SELECT count(*) FROM job_payouts WHERE job = $1 AND business_day = $2)
     WHERE job = $1 AND business_day = $2`,
    [job.name, day],
  );
  return result;
}
