/**
 * The daily cashback and rebate jobs for 10,000 members: each job pays every member one day's share
 * (payouts from `member_daily_totals`, claims in `job_payouts`, one ledger batch per 1,000 members), on
 * PGlite in a temporary directory and, when DATABASE_URL is set, on PostgreSQL in a fresh schema. Beside
 * each job, one SQL statement computes and writes the same payouts, the floor it is measured against.
 * Run: `nx run platform-api:bench` (or `npx tsx bench/cashback-bench.ts`).
 */
import { businessToday, daysBefore, runDailyJob } from '../src/jobs';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import type { Db } from '../src/db/types';
import { readInvariants } from '../src/ledger/testing';
import { cashbackJob } from '../src/modules/cashback';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb } from './bench-support';
import { recordDailyJobRow, timeOneSqlPass } from './daily-job-rows';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 10_000);
const TIME_ZONE = 'Asia/Bangkok';

interface Row {
  db: string;
  job: string;
  members: number;
  paid: number;
  seconds: number;
  'members/s': number;
  'SQL pass s': number;
}

/**
 * MEMBERS members in one statement each step: users, and each one's day, varied by member: 100.00 to
 * 5,099.99 staked in 1 to 50 bets, 0 to 89 % of it won back, a deposit or three. Every member's stakes
 * reach the minimum turnover and lose something, so both jobs pay everyone.
 */
async function prepare(db: Db, day: string): Promise<void> {
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     SELECT 'bench_' || n, 'bench_' || n, 'x', 'TH', 1, 'B' || n FROM generate_series(1, $1::int) AS n`,
    [MEMBERS],
  );
  await db.query(
    `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count,
       deposit_total, deposit_count)
     SELECT $1::date, u.id, 1, x.bet, x.bet * ((n * 37) % 90) / 100, 1 + n % 50, x.bet + (n * 104729) % 100000,
            1 + n % 3
       FROM generate_series(1, $2::int) AS n
       CROSS JOIN LATERAL (SELECT (10000 + (n::bigint * 7919) % 500000) AS bet) x
       JOIN users u ON u.username = 'bench_' || n`,
    [day, MEMBERS],
  );
  await db.query('ANALYZE');
}

/**
 * The floor: the same day's payouts of the same members (their totals, bonus, the rate and its minimum
 * turnover) computed and written in one statement.
 */
const SQL_PASS = `
  SELECT d.user_id, BASE * r.rate_bp / 10000
    FROM member_daily_totals d
    JOIN users u ON u.id = d.user_id AND u.currency_id = d.currency_id
    JOIN member_bonus b ON b.user_id = d.user_id AND b.kind = $1
    JOIN cashback_rates r ON r.kind = $1 AND r.level_id = 0 AND r.currency_id = d.currency_id
   WHERE d.business_day = $2::date AND d.bet_total >= r.min_turnover`;
const BASE_OF: Record<'cashback' | 'rebate', string> = {
  cashback: 'GREATEST(d.bet_total - d.win_total, 0)',
  rebate: 'd.bet_total',
};

async function timeJob(db: Db, target: BenchTarget, kind: 'cashback' | 'rebate', day: string): Promise<Row> {
  await db.query(
    `INSERT INTO member_bonus (user_id, kind, reference)
     SELECT id, $1, $1 FROM users WHERE username LIKE 'bench\\_%'
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, reference = EXCLUDED.reference`,
    [kind],
  );
  const sqlPassSeconds = await timeOneSqlPass(
    db,
    SQL_PASS.replace('BASE', BASE_OF[kind]),
    [kind, day],
    MEMBERS,
  );
  // The totals were written directly: no projection to bring up to date.
  const options = { day, timeZone: TIME_ZONE, catchUp: async () => undefined };
  const started = performance.now();
  const result = await runDailyJob(db, cashbackJob(kind), options);
  const seconds = (performance.now() - started) / 1000;
  if (result.paid !== MEMBERS) throw new Error(`${kind} paid ${result.paid} of ${MEMBERS} members`);
  // A second run finds the day done and pays nothing.
  if ((await runDailyJob(db, cashbackJob(kind), options)).paid !== 0) throw new Error(`${kind} paid twice`);
  const claims = await db.query<{ payouts: number; memos: number }>(
    `SELECT (SELECT count(*)::int FROM job_payouts WHERE job = $1 AND business_day = $2) AS payouts,
            (SELECT count(*)::int FROM memo_topics WHERE template = $1 || '_paid') AS memos`,
    [kind, day],
  );
  if (claims.rows[0]?.payouts !== MEMBERS || claims.rows[0]?.memos !== MEMBERS) {
    throw new Error(`${kind}: ${claims.rows[0]?.payouts} payouts, ${claims.rows[0]?.memos} memos`);
  }
  recordDailyJobRow({
    job: kind,
    scope: `${MEMBERS.toLocaleString('en')} members`,
    target,
    seconds,
    sqlPassSeconds,
    method: 'runDailyJob over one business day, chunks of 1,000, each member paid once',
  });
  return {
    db: target,
    job: kind,
    members: MEMBERS,
    paid: result.paid,
    seconds: Math.round(seconds * 100) / 100,
    'members/s': Math.round(result.paid / seconds),
    'SQL pass s': Math.round(sqlPassSeconds * 1000) / 1000,
  };
}

async function benchTarget(target: BenchTarget): Promise<Row[]> {
  const { db, close } = await openBenchDb(target, { label: 'cashback-bench' });
  try {
    await migrate(db);
    await seed(db);
    const day = daysBefore(await businessToday(db, TIME_ZONE), 2);
    await prepare(db, day);
    const rows = [await timeJob(db, target, 'cashback', day), await timeJob(db, target, 'rebate', day)];
    // Each member's 5 % of the day's loss and 0.5 % of the stakes (truncated to the satang), and nothing else.
    const paid = await db.query<{ kind: string; total: bigint }>(
      `SELECT a.kind, sum(a.balance)::bigint AS total FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.username LIKE 'bench\\_%' AND a.kind IN ('cashback', 'rebate') GROUP BY a.kind`,
    );
    const owed = await db.query<{ cashback: bigint; rebate: bigint }>(
      `SELECT sum((bet_total - win_total) * 500 / 10000)::bigint AS cashback,
              sum(bet_total * 50 / 10000)::bigint AS rebate
         FROM member_daily_totals WHERE business_day = $1::date`,
      [day],
    );
    const total = (kind: string) => paid.rows.find((row) => row.kind === kind)?.total ?? 0n;
    if (total('cashback') !== owed.rows[0]?.cashback || total('rebate') !== owed.rows[0]?.rebate) {
      throw new Error(`unexpected totals: cashback ${total('cashback')}, rebate ${total('rebate')}`);
    }
    const invariants = await readInvariants(db);
    if (invariants.drifting.length > 0 || invariants.negative.length > 0)
      throw new Error('ledger invariants broken');
    return rows;
  } finally {
    await close();
  }
}

const rows: Row[] = [];
for (const target of benchTargets()) rows.push(...(await benchTarget(target)));
console.log(
  `\nDaily cashback and rebate jobs, ${MEMBERS.toLocaleString('en')} members each (chunks of 1,000)`,
);
console.table(rows);
for (const row of rows) {
  console.log(
    `${row.db} ${row.job}: ${row.members.toLocaleString('en')} members paid in ${row.seconds} s (one SQL pass: ${row['SQL pass s']} s)`,
  );
}
