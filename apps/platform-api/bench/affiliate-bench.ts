/**
 * The daily affiliate job for 10,000 referred members' day: 100 affiliates with 100 referred members
 * each, and the worst case of 10,000 affiliates with one each (10,000 payouts, ten chunks). Each run pays
 * every affiliate 10 % of the day's net loss (one statement per chunk of affiliates, one ledger batch),
 * on PGlite in a temporary directory and, when DATABASE_URL is set, on PostgreSQL in a fresh schema.
 * BENCH_AFFILIATES and BENCH_REFERRED run one shape of your own instead.
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
/** Each referred member's day: 1,000.00 staked, 400.00 won, so 600.00 of net loss; 10 % is 60.00. */
const NET_LOSS = 60_000n;
const PAID_PER_MEMBER = 6_000n;

interface Row {
  db: string;
  affiliates: number;
  'referred members': number;
  paid: number;
  seconds: number;
  'members/s': number;
}

/** The affiliates (referral their active bonus), their referred members and the day's totals. */
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
    `INSERT INTO member_daily_totals (business_day, user_id, currency_id, bet_total, win_total, bet_count)
     SELECT $1::date, id, 1, 100000, 40000, 10 FROM users WHERE referred_by IS NOT NULL`,
    [day],
  );
  await db.query('ANALYZE');
}

async function benchTarget(target: BenchTarget, shape: Shape): Promise<Row> {
  const { affiliates, perAffiliate } = shape;
  const referred = affiliates * perAffiliate;
  const { db, close } = await openBenchDb(target, { label: 'affiliate-bench' });
  try {
    await migrate(db);
    await seed(db);
    const day = daysBefore(await businessToday(db, TIME_ZONE), 2);
    await prepare(db, day, shape);
    const options = { day, timeZone: TIME_ZONE, catchUp: async () => undefined };
    const started = performance.now();
    const result = await runDailyJob(db, affiliateJob(), options);
    const seconds = (performance.now() - started) / 1000;
    if (result.paid !== affiliates) throw new Error(`paid ${result.paid} of ${affiliates} affiliates`);
    // A second run finds the day done and pays nothing.
    if ((await runDailyJob(db, affiliateJob(), options)).paid !== 0) throw new Error('paid twice');

    const paid = await db.query<{ total: bigint; memos: bigint }>(
      `SELECT (SELECT sum(a.balance) FROM accounts a JOIN users u ON u.id = a.user_id
                WHERE u.username LIKE 'aff\\_%' AND a.kind = 'affiliate')::bigint AS total,
              (SELECT count(*) FROM memo_topics WHERE template = 'affiliate_paid') AS memos`,
    );
    const expected = BigInt(referred) * PAID_PER_MEMBER;
    if (paid.rows[0]?.total !== expected || paid.rows[0]?.memos !== BigInt(affiliates)) {
      throw new Error(
        `unexpected: paid ${paid.rows[0]?.total} (want ${expected}), ${paid.rows[0]?.memos} memos`,
      );
    }
    const detail = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM job_payouts WHERE job = 'affiliate' AND business_day = $1
          AND (detail ->> 'net_loss')::bigint = $2::bigint AND (detail ->> 'members')::int = $3`,
      [day, String(NET_LOSS * BigInt(perAffiliate)), perAffiliate],
    );
    if (detail.rows[0]?.n !== BigInt(affiliates)) throw new Error('payout details do not add up');
    const invariants = await readInvariants(db);
    if (invariants.drifting.length > 0 || invariants.negative.length > 0)
      throw new Error('ledger invariants broken');
    return {
      db: target,
      affiliates: affiliates,
      'referred members': referred,
      paid: result.paid,
      seconds: Math.round(seconds * 100) / 100,
      'members/s': Math.round(referred / seconds),
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
    `${row.db} affiliate: ${row['referred members'].toLocaleString('en')} referred members of ${row.affiliates.toLocaleString('en')} affiliates paid in ${row.seconds} s`,
  );
}
