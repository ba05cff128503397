/**
 * The daily cashback and rebate jobs for 10,000 members: each job pays every member one day's share
 * (payouts from `member_daily_totals`, claims in `job_payouts`, one ledger batch per 1,000 members), on
 * PGlite in a temporary directory and, when DATABASE_URL is set, on PostgreSQL in a fresh schema.
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

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 10_000);
const TIME_ZONE = 'Asia/Bangkok';

interface Row {
  db: string;
  job: string;
  members: number;
  paid: number;
  seconds: number;
  'members/s': number;
}

/** MEMBERS members in one statement each step: users, their day's stakes (1,000.00) and wins (400.00). */
async function prepare(db: Db, day: string): Promise<void> {
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     SELECT 'bench_' || n, 'bench_' || n, 'x', 'TH', 1, 'B' || n FROM generate_series(1, $1::int) AS n`,
    [MEMBERS],
  );
  await db.query(
    `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count)
     SELECT $1::date, id, 1, 100000, 40000, 10 FROM users WHERE username LIKE 'bench\\_%'`,
    [day],
  );
}

async function timeJob(db: Db, target: BenchTarget, kind: 'cashback' | 'rebate', day: string): Promise<Row> {
  await db.query(
    `INSERT INTO member_bonus (user_id, kind, reference)
     SELECT id, $1, $1 FROM users WHERE username LIKE 'bench\\_%'
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, reference = EXCLUDED.reference`,
    [kind],
  );
  const started = performance.now();
  const result = await runDailyJob(db, cashbackJob(kind), {
    day,
    timeZone: TIME_ZONE,
    // The totals were written directly: no projection to bring up to date.
    catchUp: async () => undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.paid !== MEMBERS) throw new Error(`${kind} paid ${result.paid} of ${MEMBERS} members`);
  return {
    db: target,
    job: kind,
    members: MEMBERS,
    paid: result.paid,
    seconds: Math.round(seconds * 100) / 100,
    'members/s': Math.round(result.paid / seconds),
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
    // 5 % of the 600.00 lost and 0.5 % of the 1,000.00 staked, per member, and nothing else.
    const paid = await db.query<{ kind: string; total: bigint }>(
      `SELECT a.kind, sum(a.balance)::bigint AS total FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.username LIKE 'bench\\_%' AND a.kind IN ('cashback', 'rebate') GROUP BY a.kind`,
    );
    const total = (kind: string) => paid.rows.find((row) => row.kind === kind)?.total ?? 0n;
    if (total('cashback') !== BigInt(MEMBERS) * 3_000n || total('rebate') !== BigInt(MEMBERS) * 500n) {
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
  console.log(`${row.db} ${row.job}: ${row.members.toLocaleString('en')} members paid in ${row.seconds} s`);
}
