/**
 * What the daily job benches (cashback, rebate, member levels, affiliate income) share: the floor they
 * are measured against (one SQL statement over the same rows) and their row of `npm run bench`'s table.
 */
import { recordBenchRow } from '@casino/bench-report';
import type { Db } from '../src/db/types';
import type { BenchTarget } from './bench-support';

/** Issue 18's budget for each daily job on 10,000 members. */
const DAILY_JOB_MAX_SECONDS = 10;

const DB_NAMES: Record<BenchTarget, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * Seconds for the set-based floor of a job: one `INSERT ... SELECT` that reads what the job reads and
 * writes one keyed row per payout into a scratch table (`select` yields `user_id, amount`). Throws unless
 * it wrote `expectedRows`, so the floor covers the same rows as the job.
 */
export async function timeOneSqlPass(
  db: Db,
  select: string,
  params: unknown[],
  expectedRows: number,
): Promise<number> {
  await db.query('CREATE TABLE bench_sql_pass (user_id int PRIMARY KEY, amount bigint NOT NULL)');
  try {
    const started = performance.now();
    const { rows } = await db.query<{ written: number }>(
      `WITH written AS (INSERT INTO bench_sql_pass (user_id, amount) ${select} RETURNING 1)
       SELECT count(*)::int AS written FROM written`,
      params,
    );
    const seconds = (performance.now() - started) / 1000;
    if (rows[0]?.written !== expectedRows) {
      throw new Error(`the SQL pass wrote ${rows[0]?.written} rows, not ${expectedRows}`);
    }
    return seconds;
  } finally {
    await db.query('DROP TABLE bench_sql_pass');
  }
}

/** Records one job's time on one database, beside the SQL pass over the same rows measured in the same run. */
export function recordDailyJobRow(row: {
  /** As the metric names it: 'cashback', 'member level (everyone levels up)'... */
  job: string;
  /** What the job covered, e.g. '10,000 members'. */
  scope: string;
  target: BenchTarget;
  seconds: number;
  sqlPassSeconds: number;
  method: string;
}): void {
  recordBenchRow({
    metric: `Daily ${row.job} job, ${row.scope} (${DB_NAMES[row.target]})`,
    unit: 's',
    project: Math.round(row.seconds * 1000) / 1000,
    reference: {
      name: 'one SQL pass over the same rows',
      value: Math.round(row.sqlPassSeconds * 1000) / 1000,
    },
    target: { bound: 'max', value: DAILY_JOB_MAX_SECONDS, on: 'project' },
    method: row.method,
  });
}
