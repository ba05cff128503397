/**
 * The daily member level job for 10,000 members: a first day on which every member reaches the first
 * level (their accumulated progress is written, their level moves and each is paid the VIP bonus), and
 * a second day that only adds to their progress. PGlite in a temporary directory and, when DATABASE_URL
 * is set, PostgreSQL in a fresh schema. Beside each day, one SQL statement reads the same rows and writes
 * each member's level bonus, the floor the job is measured against. Run: `nx run platform-api:bench` (or `npx tsx bench/member-level-bench.ts`).
 */
import { businessToday, daysBefore, runDailyJob } from '../src/jobs';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import type { Db } from '../src/db/types';
import { readInvariants } from '../src/ledger/testing';
import { memberLevelJob } from '../src/modules/member-level/job';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb } from './bench-support';
import { recordDailyJobRow, timeOneSqlPass } from './daily-job-rows';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 10_000);
const TIME_ZONE = 'Asia/Bangkok';

interface Row {
  db: string;
  day: string;
  members: number;
  seconds: number;
  'members/s': number;
  'SQL pass s': number;
}

/**
 * MEMBERS members, and per day their totals, varied by member and day: 1,000.00 to 4,499.99 deposited,
 * 100.00 to 8,999.99 staked in 1 to 50 bets, 0 to 89 % of it won back. The first day takes everyone to
 * Bronze (its deposit alone does); two days stay below Silver on every requirement.
 */
async function prepare(db: Db, days: string[]): Promise<void> {
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     SELECT 'bench_' || n, 'bench_' || n, 'x', 'TH', 1, 'B' || n FROM generate_series(1, $1::int) AS n`,
    [MEMBERS],
  );
  for (const [index, day] of days.entries()) {
    await db.query(
      `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count,
         deposit_total, deposit_count)
       SELECT $1::date, u.id, 1, x.bet, x.bet * ((n * 37 + $3) % 90) / 100, 1 + n % 50,
              100000 + ((n + $3)::bigint * 7919) % 350000, 1 + n % 3
         FROM generate_series(1, $2::int) AS n
         CROSS JOIN LATERAL (SELECT (10000 + ((n + $3)::bigint * 104729) % 890000) AS bet) x
         JOIN users u ON u.username = 'bench_' || n`,
      [day, MEMBERS, index],
    );
  }
  await db.query('ANALYZE');
}

/**
 * The floor: in one statement, each member's day (totals and user) added to their progress so far and
 * the top level it reaches, writing the level's bonus (0 below the first level).
 */
const SQL_PASS = `
  SELECT d.user_id, coalesce(top.vip_bonus, 0)
    FROM member_daily_totals d
    JOIN users u ON u.id = d.user_id AND u.currency_id = d.currency_id
    LEFT JOIN member_level_progress p ON p.user_id = d.user_id
    LEFT JOIN LATERAL (
      SELECT l.vip_bonus FROM member_levels l
       WHERE l.currency_id = u.currency_id
         AND (coalesce(p.deposit_total, 0) + d.deposit_total >= l.required_deposit
              OR coalesce(p.bet_total, 0) + d.bet_total >= l.required_turnover
              OR coalesce(p.bet_total - p.win_total, 0) + d.bet_total - d.win_total >= l.required_winloss)
       ORDER BY l.rank DESC LIMIT 1
    ) top ON true
   WHERE d.business_day = $1::date`;

async function timeDay(db: Db, target: BenchTarget, day: string, label: string): Promise<Row> {
  const sqlPassSeconds = await timeOneSqlPass(db, SQL_PASS, [day], MEMBERS);
  // The totals were written directly: no projection to bring up to date.
  const options = { day, timeZone: TIME_ZONE, catchUp: async () => undefined };
  const started = performance.now();
  const result = await runDailyJob(db, memberLevelJob(), options);
  const seconds = (performance.now() - started) / 1000;
  if (result.paid !== MEMBERS) throw new Error(`the level job counted ${result.paid} of ${MEMBERS} members`);
  // A second run finds the day done and counts nobody again.
  if ((await runDailyJob(db, memberLevelJob(), options)).paid !== 0) throw new Error('a day counted twice');
  return {
    db: target,
    day: label,
    members: MEMBERS,
    seconds: Math.round(seconds * 100) / 100,
    'members/s': Math.round(result.paid / seconds),
    'SQL pass s': Math.round(sqlPassSeconds * 1000) / 1000,
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
    // Every member's progress holds both days' figures, each day once.
    const progress = await db.query<{ matching: number }>(
      `SELECT count(*)::int AS matching FROM member_level_progress p
         JOIN (SELECT user_id, sum(deposit_total) AS deposit, sum(bet_total) AS bet, sum(win_total) AS win
                 FROM member_daily_totals GROUP BY user_id) t ON t.user_id = p.user_id
        WHERE p.deposit_total = t.deposit AND p.bet_total = t.bet AND p.win_total = t.win`,
    );
    if (progress.rows[0]?.matching !== MEMBERS) {
      throw new Error(`${progress.rows[0]?.matching} of ${MEMBERS} members' progress adds up`);
    }
    const invariants = await readInvariants(db);
    if (invariants.drifting.length > 0 || invariants.negative.length > 0)
      throw new Error('ledger invariants broken');
    const [levelUp] = rows;
    if (levelUp) {
      recordDailyJobRow({
        job: 'member level',
        scope: `${MEMBERS.toLocaleString('en')} members`,
        target,
        seconds: levelUp.seconds,
        sqlPassSeconds: levelUp['SQL pass s'],
        method: 'runDailyJob, the day everyone levels up and is paid the VIP bonus, chunks of 1,000',
      });
    }
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
    `${row.db} member-level (${row.day}): ${row.members.toLocaleString('en')} members in ${row.seconds} s (one SQL pass: ${row['SQL pass s']} s)`,
  );
}
