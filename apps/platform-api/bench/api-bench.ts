/**
 * Throughput of the language list and of login (production argon2id cost), on PGlite in a temporary
 * directory and, when DATABASE_URL is set, on PostgreSQL in a fresh schema. Run: `nx run platform-api:bench`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { benchConfig, benchTargets, openBenchDb } from './bench-support';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 8);
const PHONE = '0812345678';
const PASSWORD = 'Secret123';

interface Row {
  db: string;
  case: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  non2xx: number;
  errors: number;
}

async function run(db: string, name: string, options: autocannon.Options): Promise<Row> {
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

const rows: Row[] = [];
for (const target of benchTargets()) {
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
    rows.push(
      await run(target, 'GET language', {
        url: `${address}/pbgapi/pb/language?is_member=1&$sort[is_default]=-1`,
        connections: 10,
      }),
    );
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
  }
}
console.table(rows);
