/**
 * Throughput of the public reads the site makes on every visit (the language list, a lobby page of the
 * game list) against a bare Fastify hello-world started in the same run (same Fastify, host, connections
 * and duration), and of login (production argon2id cost), on PGlite in a temporary directory and, when
 * DATABASE_URL is set, on PostgreSQL in a fresh schema. Run: `nx run platform-api:bench`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { recordBenchRow } from '@casino/bench-report';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import type { BenchTarget } from './bench-support';
import { benchConfig, benchTargets, openBenchDb } from './bench-support';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 8);
const READ_CONNECTIONS = 10;
const PHONE = '0812345678';
const PASSWORD = 'Secret123';
const LANGUAGE_LIST = '/pbgapi/pb/language?is_member=1&$sort[is_default]=-1';
/** The lobby's first catalogue page (libs/games-launch: 50 games, A-Z) over the seeded catalogue. */
const GAME_LIST = '/pbgapi/pb/game-list?$limit=50&$skip=0&$sort[name]=1';
/** Issue 18: reads at half a bare Fastify's rate on PostgreSQL, a quarter on PGlite (one in-process engine). */
const READ_TARGET: Record<BenchTarget, number> = { postgres: 0.5, pglite: 0.25 };
const DB_LABEL: Record<BenchTarget, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

interface Row {
  db: string;
  case: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  non2xx: number;
  errors: number;
}

/** Unmeasured load before a read case, so each side is measured warm (compiled, caches filled). */
const WARM_UP_S = 2;

async function run(db: string, name: string, options: autocannon.Options, warmUp = false): Promise<Row> {
  if (warmUp) await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    db,
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * A bare Fastify answering a small JSON body: the ceiling any route of this server can reach. It is
 * measured before and after the reads and its mean taken, so a busy moment weighs on both sides alike.
 */
async function startBareFastify(): Promise<{
  measure(target: BenchTarget, when: string): Promise<Row>;
  close(): Promise<void>;
}> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const address = await bare.listen({ host: '127.0.0.1', port: 0 });
  return {
    measure: (target, when) =>
      run(target, `GET bare Fastify (${when})`, { url: address, connections: READ_CONNECTIONS }, true),
    close: () => bare.close(),
  };
}

function recordRead(target: BenchTarget, what: string, row: Row, bareReqPerS: number): void {
  recordBenchRow({
    metric: `API read: ${what} (${DB_LABEL[target]})`,
    unit: 'req/s',
    project: row['req/s'],
    reference: { name: 'bare Fastify', value: bareReqPerS },
    target: { bound: 'min', value: READ_TARGET[target], on: 'ratio' },
    method: `autocannon in-process, ${READ_CONNECTIONS} connections, ${DURATION_S} s after ${WARM_UP_S} s warm-up, anonymous; bare = mean of before and after`,
  });
}

const rows: Row[] = [];
for (const target of benchTargets()) {
  const bare = await startBareFastify();
  const bareBefore = await bare.measure(target, 'before');
  const { db, close } = await openBenchDb(target, { label: 'platform-api-bench' });
  const app = await buildApp({ config: benchConfig(), db });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await app.inject({
      method: 'POST',
      url: '/pbgapi/pb/users-register',
      payload: {
        username: PHONE,
        phone: PHONE,
        password: PASSWORD,
        confirm_password: PASSWORD,
        country_code: 'TH',
        currencyId: 1,
        terms_condition: true,
      },
    });
    const languages = await run(
      target,
      'GET language',
      { url: `${address}${LANGUAGE_LIST}`, connections: READ_CONNECTIONS },
      true,
    );
    const games = await run(
      target,
      'GET game-list',
      { url: `${address}${GAME_LIST}`, connections: READ_CONNECTIONS },
      true,
    );
    const bareAfter = await bare.measure(target, 'after');
    const bareReqPerS = Math.round((bareBefore['req/s'] + bareAfter['req/s']) / 2);
    rows.push(bareBefore, languages, games, bareAfter);
    recordRead(target, 'language list', languages, bareReqPerS);
    recordRead(target, 'game list', games, bareReqPerS);
    rows.push(
      await run(target, 'POST login', {
        url: `${address}/pbgapi/pb/authentication`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ strategy: 'local', username: PHONE, password: PASSWORD }),
      }),
    );
    // autocannon drops its sockets at the deadline; let the logins still hashing finish first.
    await sleep(2000);
  } finally {
    await app.close();
    await close();
    await bare.close();
  }
}
/** The mean bare Fastify req/s measured on `db`'s round. */
const bareOn = (db: string) => {
  const bare = rows.filter((r) => r.db === db && r.case.startsWith('GET bare Fastify'));
  return bare.reduce((sum, r) => sum + r['req/s'], 0) / bare.length;
};
console.table(
  rows.map((row) => ({ ...row, 'vs bare': Math.round((row['req/s'] / bareOn(row.db)) * 100) / 100 })),
);
