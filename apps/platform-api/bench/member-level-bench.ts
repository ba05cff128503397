/**
 * The daily member level job for 10,000 members: a first day on which every member reaches the first
 * level (their accumulated progress is written, their level moves and each is paid the VIP bonus), and
 * a second day that only adds to their progress. PGlite in a temporary directory and, when DATABASE_URL
 * is set, PostgreSQL in a fresh schema. Run: `nx run platform-api:bench` (or `npx tsx bench/member-level-bench.ts`).
 */
import { businessToday, daysBefore, runDailyJob } from '../src/jobs';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import type { Db } from '../src/db/types';
import { readInvariants } from '../src/ledger/testing';
import { memberLevelJob } from '../src/modules/member-level/job';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb } from './bench-support';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 10_000);
const TIME_ZONE = 'Asia/Bangkok';

interface Row {
  db: string;
  day: string;
  members: number;
  seconds: number;
  'members/s': number;
}

/** MEMBERS members, and per day their totals: 1,500.00 deposited, 1,000.00 staked, 400.00 won. */
async function prepare(db: Db, days: string[]): Promise<void> {
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     SELECT 'bench_' || n, 'bench_' || n, 'x', 'TH', 1, 'B' || n FROM generate_series(1, $1::int) AS n`,
    [MEMBERS],
  );
  for (const day of days) {
    await db.query(
      `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count,
         deposit_total, deposit_count)
       SELECT $1::date, id, 1, 100000, 40000, 10, 150000, 1 FROM users WHERE username LIKE 'bench\\_%'`,
      [day],
    );
  }
}

async function timeDay(db: Db, target: BenchTarget, day: string, label: string): Promise<Row> {
  const started = performance.now();
  const result = await runDailyJob(db, memberLevelJob(), {
    day,
    timeZone: TIME_ZONE,
    // The totals were written directly: no projection to bring up to date.
    catchUp: async () => undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.paid !== MEMBERS) throw new Error(`the level job counted ${result.paid} of ${MEMBERS} members`);
  return {
    db: target,
    day: label,
    members: MEMBERS,
    seconds: Math.round(seconds * 100) / 100,
    'members/s': Math.round(result.paid / seconds),
  };
}

async function benchTarget(target: BenchTarget): Promise<Row[]> {
  const { db, close } = await openBenchDb(target, { label: 'member-level-bench' });
  try {
    await migrate(db);
    await seed(db);
    const today = await businessToday(db, TIME_ZONE);
    const [first, second] = [daysBefore(today, 3), daysBefore(today, 2)];
    await prepare(db, [first, second]);
    const rows = [
      await timeDay(db, target, first, 'everyone levels up'),
      await timeDay(db, target, second, 'progress only'),
    ];
    const check = await db.query<{ levelled: number; bonus: bigint }>(
      `SELECT count(*) FILTER (WHERE u.member_level_id IS NOT NULL)::int AS levelled,
              (SELECT coalesce(sum(b.amount), 0)::bigint FROM member_level_bonuses b) AS bonus
         FROM users u WHERE u.username LIKE 'bench\\_%'`,
    );
    const { levelled = 0, bonus = 0n } = check.rows[0] ?? {};
    if (levelled !== MEMBERS || bonus !== BigInt(MEMBERS) * 5_000n) {
      throw new Error(`unexpected outcome: ${levelled} levelled, ${bonus} paid`);
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
console.log(`\nDaily member level job, ${MEMBERS.toLocaleString('en')} members (chunks of 1,000)`);
console.table(rows);
for (const row of rows) {
  console.log(
    `${row.db} member-level (${row.day}): ${row.members.toLocaleString('en')} members in ${row.seconds} s`,
  );
}
