/**
 * Ledger throughput: member-to-member transfers and deposit approvals (the deposit module's
 * creditDeposit: ledger credit plus fee, turnover and activity log) per second with p50/p99
 * latency at 20 concurrent workers, on PGlite in a temporary directory and, when DATABASE_URL is
 * set, on PostgreSQL in a fresh schema. Run: `nx run platform-api:bench` (or `npx tsx bench/ledger-bench.ts`).
 */
import { randomBytes } from 'node:crypto';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { transfer } from '../src/ledger';
import { insertMember } from '../src/ledger/testing';
import { creditDeposit } from '../src/modules/deposit/settle';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb, percentile } from './bench-support';

const DURATION_MS = Number(process.env['BENCH_SECONDS'] ?? 8) * 1000;
const WORKERS = 20;
const MEMBERS = 200;
/** pgledger's published figure, for comparison (its README, PostgreSQL, one machine). */
const PGLEDGER_TRANSFERS_PER_S = 10_637;

interface Row {
  db: string;
  case: string;
  'ops/s': number;
  'p50 ms': number;
  'p99 ms': number;
  ops: number;
  failed: number;
}

/** Runs `op(worker, i)` in WORKERS concurrent loops for DURATION_MS, timing each call. */
async function measure(
  db: string,
  name: string,
  op: (worker: number, i: number) => Promise<unknown>,
  prepare?: (worker: number, i: number) => Promise<void>,
): Promise<Row> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        if (prepare) await prepare(worker, i);
        const t0 = performance.now();
        try {
          await op(worker, i);
          latencies.push(performance.now() - t0);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    db,
    case: name,
    'ops/s': Math.round(latencies.length / elapsed),
    'p50 ms': round(percentile(latencies, 50)),
    'p99 ms': round(percentile(latencies, 99)),
    ops: latencies.length,
    failed,
  };
}

async function benchTarget(name: BenchTarget): Promise<Row[]> {
  const { db, close } = await openBenchDb(name, { label: 'ledger-bench', poolSize: WORKERS });
  try {
    await migrate(db);
    await seed(db);
    const members: number[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await insertMember(db));
    await db.transaction(async (tx) => {
      for (const userId of members) {
        await transfer(tx, {
          idempotencyKey: `bench-fund-${userId}`,
          debit: { system: 'gateway', currencyId: 1 },
          credit: { userId, kind: 'main' },
          amount: 1_000_000_000n,
          type: 'deposit',
        });
      }
    });
    const run = randomBytes(3).toString('hex');
    const pick = () => members[Math.floor(Math.random() * members.length)] ?? 0;

    const transfers = await measure(name, 'transfer (member → member)', (worker, i) => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: `bench-${run}-${worker}-${i}`,
          debit: { userId: from, kind: 'main' },
          credit: { userId: to, kind: 'main' },
          amount: 100n,
          type: 'transfer',
        }),
      );
    });

    // Deposit approval: each worker owns members, so one pending deposit per member holds.
    const paymentType = (
      await db.query<{ id: number }>(`SELECT id FROM payment_types WHERE payment_type_code = 'BANK'`)
    ).rows[0]?.id;
    const pending = new Map<number, bigint>();
    const ownMember = (worker: number, i: number) => members[(worker + i * WORKERS) % members.length] ?? 0;
    const approvals = await measure(
      name,
      'deposit approve',
      (worker) =>
        db.transaction((tx) => creditDeposit(tx, pending.get(worker) ?? 0n, { reviewedBy: 'bench' })),
      async (worker, i) => {
        const inserted = await db.query<{ id: bigint }>(
          `INSERT INTO deposits (reference, user_id, currency_id, payment_type_id, amount, fee)
           VALUES ($1, $2, 1, $3, 50000, 0) RETURNING id`,
          [`BENCH${run}${worker}x${i}`, ownMember(worker, i), paymentType],
        );
        pending.set(worker, inserted.rows[0]?.id ?? 0n);
      },
    );

    const conservation = await db.query<{ total: string }>(
      'SELECT coalesce(sum(balance), 0)::text AS total FROM accounts WHERE currency_id = 1',
    );
    if (conservation.rows[0]?.total !== '0')
      throw new Error(`money not conserved: ${conservation.rows[0]?.total}`);
    return [transfers, approvals];
  } finally {
    await close();
  }
}

const rows: Row[] = [];
for (const name of benchTargets()) {
  rows.push(...(await benchTarget(name)));
}
console.log(`\nLedger: ${WORKERS} concurrent workers, ${DURATION_MS / 1000} s per case`);
console.table(rows);
for (const row of rows.filter((r) => r.case.startsWith('transfer'))) {
  const share = ((row['ops/s'] / PGLEDGER_TRANSFERS_PER_S) * 100).toFixed(1);
  console.log(
    `${row.db}: ${row['ops/s']} transfers/s vs pgledger's published ${PGLEDGER_TRANSFERS_PER_S.toLocaleString('en')} transfers/s (${share}%)`,
  );
}
