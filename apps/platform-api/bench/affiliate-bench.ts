/**
 * The daily affiliate job for 10,000 referred members' day: 100 affiliates with 100 referred members
 * each, and the worst case of 10,000 affiliates with one each (10,000 payouts, ten chunks). Each run pays
 * every affiliate 10 % of the day's net loss (one statement per chunk of affiliates, one ledger batch),
 * on PGlite in a temporary directory and, when DATABASE_URL is set, on PostgreSQL in a fresh schema.
 * Beside each run, one SQL statement sums the same members' day per affiliate and writes each commission,
 * the floor the job is measured against. BENCH_AFFILIATES and BENCH_REFERRED run one shape of your own instead.
 * Run: `nx run platform-api:bench` (or `npx tsx bench/affiliate-bench.ts`).
 */
import { businessToday, daysBefore, runDailyJob } from '../src/jobs';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import type { Db } from '../src/db/types';
import { readInvariants } from '../src/ledger/testing';
import { affiliateJob } from '../src/modules/affiliate';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb } from './bench-support';
import { recordDailyJobRow, timeOneSqlPass } from './daily-job-rows';

interface Shape {
  affiliates: number;
  perAffiliate: number;
}
const SHAPES: Shape[] = process.env['BENCH_AFFILIATES']
  ? [
      {
        affiliates: Number(process.env['BENCH_AFFILIATES']),
        perAffiliate: Number(process.env['BENCH_REFERRED'] ?? 100),
      },
    ]
  : [
      { affiliates: 100, perAffiliate: 100 },
      { affiliates: 10_000, perAffiliate: 1 },
    ];
const TIME_ZONE = 'Asia/Bangkok';
/** The seeded default level's rate: 10 % of the referred members' net loss. */
const RATE_BP = 1_000n;

interface Row {
  db: string;
  affiliates: number;
  'referred members': number;
  paid: number;
  seconds: number;
  'members/s': number;
  'SQL pass s': number;
}

/**
 * The affiliates (referral their active bonus), their referred members and each one's day, varied by
 * member: 100.00 to 5,099.99 staked in 1 to 50 bets, 0 to 89 % of it won back, a deposit or three.
 */
async function prepare(db: Db, day: string, { affiliates, perAffiliate }: Shape): Promise<void> {
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     SELECT 'aff_' || n, 'aff_' || n, 'x', 'TH', 1, 'AFF' || n FROM generate_series(1, $1::int) AS n`,
    [affiliates],
  );
  await db.query(
    `INSERT INTO member_bonus (user_id, kind, reference)
     SELECT id, 'referral', 'referral' FROM users WHERE username LIKE 'aff\\_%'`,
  );
  await db.query(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code, referred_by)
     SELECT 'ref_' || a.id || '_' || n, 'ref_' || a.id || '_' || n, 'x', 'TH', 1, 'R' || a.id || 'X' || n, a.id
       FROM users a CROSS JOIN generate_series(1, $1::int) AS n WHERE a.username LIKE 'aff\\_%'`,
    [perAffiliate],
  );
  await db.query(
    `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count,
       deposit_total, deposit_count)
     SELECT $1::date, id, 1, x.bet, x.bet * ((id * 37) % 90) / 100, 1 + id % 50, x.bet + (id * 104729) % 100000,
            1 + id % 3
       FROM users CROSS JOIN LATERAL (SELECT 10000 + (id::bigint * 7919) % 500000 AS bet) x
      WHERE referred_by IS NOT NULL`,
    [day],
  );
  await db.query('ANALYZE');
}

/** Per affiliate, the referred members' day: how many played and their net loss. */
const REFERRED_DAY_SQL = `
  SELECT m.referred_by AS affiliate_id, count(*)::int AS members,
         sum(GREATEST(d.bet_total - d.win_total, 0))::bigint AS net_loss
    FROM member_daily_totals d JOIN users m ON m.id = d.user_id
   WHERE d.business_day = $1::date AND m.referred_by IS NOT NULL
   GROUP BY m.referred_by`;

/**
 * The floor: every affiliate's commission (their referral bonus, the rate of their currency, the referred
 * members' totals) computed and written in one statement.
 */
const SQL_PASS = `
  SELECT a.id, sum(GREATEST(d.bet_total - d.win_total, 0))::bigint * r.rate_bp / 10000
    FROM member_daily_totals d
    JOIN users m ON m.id = d.user_id
    JOIN users a ON a.id = m.referred_by AND a.currency_id = d.currency_id
    JOIN member_bonus b ON b.user_id = a.id AND b.kind = 'referral'
    JOIN affiliate_rates r ON r.level_id = 0 AND r.currency_id = a.currency_id
   WHERE d.business_day = $1::date
   GROUP BY a.id, r.rate_bp`;

async function benchTarget(target: BenchTarget, shape: Shape): Promise<Row> {
  const { affiliates, perAffiliate } = shape;
  const referred = affiliates * perAffiliate;
  const { db, close } = await openBenchDb(target, { label: 'affiliate-bench' });
  try {
    await migrate(db);
    await seed(db);
    const day = daysBefore(await businessToday(db, TIME_ZONE), 2);
    await prepare(db, day, shape);
    const sqlPassSeconds = await timeOneSqlPass(db, SQL_PASS, [day], affiliates);
    const options = { day, timeZone: TIME_ZONE, catchUp: async () => undefined };
    const started = performance.now();
    const result = await runDailyJob(db, affiliateJob(), options);
    const seconds = (performance.now() - started) / 1000;
    if (result.paid !== affiliates) throw new Error(`paid ${result.paid} of ${affiliates} affiliates`);
    // A second run finds the day done and pays nothing.
    if ((await runDailyJob(db, affiliateJob(), options)).paid !== 0) throw new Error('paid twice');

    // Each affiliate's 10 % of their members' summed net loss, truncated to the satang, with its memo.
    const paid = await db.query<{ total: bigint; owed: bigint; memos: bigint }>(
      `SELECT (SELECT sum(a.balance) FROM accounts a JOIN users u ON u.id = a.user_id
                WHERE u.username LIKE 'aff\\_%' AND a.kind = 'affiliate')::bigint AS total,
              (SELECT sum(net_loss * $2::bigint / 10000) FROM (${REFERRED_DAY_SQL}) t)::bigint AS owed,
              (SELECT count(*) FROM memo_topics WHERE template = 'affiliate_paid') AS memos`,
      [day, String(RATE_BP)],
    );
    const { total, owed, memos } = paid.rows[0] ?? {};
    if (total === undefined || total !== owed || memos !== BigInt(affiliates)) {
      throw new Error(`unexpected: paid ${total} (want ${owed}), ${memos} memos`);
    }
    // Each payout's history shows its own members' figures and pays exactly their commission.
    const detail = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM job_payouts p JOIN (${REFERRED_DAY_SQL}) t ON t.affiliate_id = p.user_id
        WHERE p.job = 'affiliate' AND p.business_day = $1 AND (p.detail ->> 'net_loss')::bigint = t.net_loss
          AND (p.detail ->> 'members')::int = t.members AND t.members = $2
          AND p.amount = t.net_loss * $3::bigint / 10000`,
      [day, perAffiliate, String(RATE_BP)],
    );
    if (detail.rows[0]?.n !== BigInt(affiliates)) throw new Error('payout details do not add up');
    const invariants = await readInvariants(db);
    if (invariants.drifting.length > 0 || invariants.negative.length > 0)
      throw new Error('ledger invariants broken');
    recordDailyJobRow({
      job: 'affiliate income',
      scope:
        perAffiliate === 1
          ? `${affiliates.toLocaleString('en')} affiliates of one referred member each`
          : `${referred.toLocaleString('en')} referred members of ${affiliates.toLocaleString('en')} affiliates`,
      target,
      seconds,
      sqlPassSeconds,
      method: 'runDailyJob over one business day, chunks of 1,000 affiliates, each paid once',
    });
    return {
      db: target,
      affiliates: affiliates,
      'referred members': referred,
      paid: result.paid,
      seconds: Math.round(seconds * 100) / 100,
      'members/s': Math.round(referred / seconds),
      'SQL pass s': Math.round(sqlPassSeconds * 1000) / 1000,
    };
  } finally {
    await close();
  }
}

const rows: Row[] = [];
for (const shape of SHAPES) {
  for (const target of benchTargets()) rows.push(await benchTarget(target, shape));
}
console.log('\nDaily affiliate job: one business day of the referred members, paid once');
console.table(rows);
for (const row of rows) {
  console.log(
    `${row.db} affiliate: ${row['referred members'].toLocaleString('en')} referred members of ${row.affiliates.toLocaleString('en')} affiliates paid in ${row.seconds} s (one SQL pass: ${row['SQL pass s']} s)`,
  );
}
