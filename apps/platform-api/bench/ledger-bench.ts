/**
 * Ledger throughput: member-to-member transfers and deposit approvals (the deposit module's
 * creditDeposit: ledger credit plus fee, turnover and activity log) per second with p50/p99
 * latency at 20 concurrent workers, on PGlite in a temporary directory and, when DATABASE_URL is
 * set, on PostgreSQL in a fresh schema, where pgledger (see pgledger-reference.ts: PGLEDGER_SQL) runs
 * the same transfers in its own schema, same pool, workers and duration, as the reference.
 * Run: `nx run platform-api:bench` (or `npx tsx bench/ledger-bench.ts`).
 */
import { randomBytes } from 'node:crypto';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { transfer } from '../src/ledger';
import { insertMember } from '../src/ledger/testing';
import { creditDeposit } from '../src/modules/deposit/settle';
import { recordBenchRow } from '@casino/bench-report';
import type { BenchTarget } from './bench-support';
import { benchTargets, openBenchDb, percentile } from './bench-support';
import { installPgledger, readPgledgerSql } from './pgledger-reference';

const DURATION_MS = Number(process.env['BENCH_SECONDS'] ?? 8) * 1000;
const WORKERS = 20;
const MEMBERS = 200;
const FUNDING = 1_000_000_000;
const TRANSFER_CASE = 'transfer (member → member)';
const PGLEDGER_DB = 'postgres (pgledger)';

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
          amount: BigInt(FUNDING),
          type: 'deposit',
        });
      }
    });
    const run = randomBytes(3).toString('hex');

    const transfers = await measure(name, TRANSFER_CASE, (worker, i) => {
      const [from, to] = pickTwo(members);
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
    // The reference right after ours, so both see the same machine.
    const reference = name === 'postgres' ? await pgledgerTransfers() : null;

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
    return reference ? [transfers, reference, approvals] : [transfers, approvals];
  } finally {
    await close();
  }
}

/**
 * The reference: pgledger in its own fresh schema on the same PostgreSQL, the same shape (MEMBERS accounts
 * funded from one that may go negative, random member-to-member transfers of 100). Null without its SQL.
 */
async function pgledgerTransfers(): Promise<Row | null> {
  const sql = readPgledgerSql();
  if (!sql) return null;
  const { db, close } = await openBenchDb('postgres', { label: 'ledger-bench', poolSize: WORKERS });
  try {
    const ledger = await installPgledger(db, sql);
    const gateway = await ledger.createAccount('gateway', true);
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const id = await ledger.createAccount(`member-${i}`, false);
      await ledger.transfer(gateway, id, FUNDING);
      members.push(id);
    }
    const row = await measure(PGLEDGER_DB, TRANSFER_CASE, () => {
      const [from, to] = pickTwo(members);
      return ledger.transfer(from, to, 100);
    });
    const conservation = await db.query<{ total: string }>(
      'SELECT coalesce(sum(balance::numeric), 0)::text AS total FROM pgledger_accounts',
    );
    if (Number(conservation.rows[0]?.total) !== 0)
      throw new Error(`pgledger: money not conserved: ${conservation.rows[0]?.total}`);
    return row;
  } finally {
    await close();
  }
}

/** Two different members, at random. */
function pickTwo<T>(members: readonly T[]): [T, T] {
  const from = Math.floor(Math.random() * members.length);
  const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
  return [members[from] as T, members[to] as T];
}

const rows: Row[] = [];
for (const name of benchTargets()) {
  rows.push(...(await benchTarget(name)));
}
console.log(`\nLedger: ${WORKERS} concurrent workers, ${DURATION_MS / 1000} s per case`);
console.table(rows);

const shape = `${WORKERS} workers, ${DURATION_MS / 1000} s, ${MEMBERS} funded members, random transfers of 100`;
const transfersOn = (db: string) => rows.find((r) => r.db === db && r.case === TRANSFER_CASE);
const postgres = transfersOn('postgres');
const reference = transfersOn(PGLEDGER_DB);
if (postgres) {
  recordBenchRow({
    metric: 'Ledger transfers/s (PostgreSQL)',
    unit: 'transfers/s',
    project: postgres['ops/s'],
    ...(reference ? { reference: { name: 'pgledger', value: reference['ops/s'] } } : {}),
    target: { bound: 'min', value: 1, on: 'ratio' },
    method: `${shape}; one pg pool each; ours BEGIN, transfer(), COMMIT; pgledger one pgledger_create_transfer call (its own transaction)`,
  });
  if (reference) {
    const ratio = (postgres['ops/s'] / reference['ops/s']).toFixed(2);
    console.log(`PostgreSQL: ${postgres['ops/s']} transfers/s vs pgledger ${reference['ops/s']} (${ratio}x)`);
  }
}
const pglite = transfersOn('pglite');
if (pglite) {
  // Informational: pgledger needs PostgreSQL (plpgsql, its own schema), so PGlite has no reference.
  recordBenchRow({
    metric: 'Ledger transfers/s (PGlite)',
    unit: 'transfers/s',
    project: pglite['ops/s'],
    target: { bound: 'min', value: 0, on: 'project' },
    method: `${shape}; informational (no reference on PGlite)`,
  });
}
