/**
 * Issue 6 and 18 figures: seamless-wallet rounds (a signed bet then a signed win, as the provider sends
 * them) at 50 concurrent players, next to the same client against a bare Fastify app answering a fixed
 * body (the floor of this machine and client), and lobby search over a 1,000-game catalogue, on PGlite
 * and, when DATABASE_URL is set, on PostgreSQL. Two wallet cases:
 * - capacity: every player plays back to back, so the latency is mostly the queue (50 / rounds per s);
 * - latency, the recorded row: every player spins at autoplay pace (a round started every PACE_MS) for
 *   30 s, so the round's time is what a player waits, not a queue the bench builds itself.
 * Run: `nx run platform-api:bench` (BENCH_SECONDS shortens the wallet cases for a quick look).
 */
import { createPrivateKey, createSign, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordBenchRow } from '@casino/bench-report';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/types';
import { transfer } from '../src/ledger';
import { completeProfile } from '../src/modules/games/testing';
import { generateRsaPair } from '../src/modules/provider-wallet/keys';
import { benchConfig, benchTargets, openBenchDb, percentile } from './bench-support';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 30);
const CAPACITY_S = Math.min(DURATION_S, 10);
/** Autoplay pace: a round every half second per player, 200 signed wallet calls a second from 50 players. */
const PACE_MS = 500;
const LOBBY_S = Math.max(3, Math.round(Number(process.env['BENCH_SECONDS'] ?? 8) / 2));
/** The budget for a round's p99 on PostgreSQL. */
const WALLET_P99_TARGET_MS = 20;
const PLAYERS = 50;
const GAMES = 1000;
process.env['SEED_GAMES'] = String(GAMES);

async function players(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  const list: { user: string; token: string }[] = [];
  const gameId = (await db.query<{ id: number }>(`SELECT id FROM games WHERE code = 'jade-fortune'`)).rows[0]
    ?.id;
  for (let i = 0; i < PLAYERS; i += 1) {
    const phone = `09${String(i).padStart(8, '0')}`;
    const reg = await app.inject({
      method: 'POST',
      url: '/pbgapi/pb/users-register',
      payload: {
        username: phone,
        phone,
        password: 'Secret123',
        confirm_password: 'Secret123',
        country_code: 'TH',
        currencyId: 1,
        terms_condition: true,
      },
    });
    const userId = reg.json<{ id: number }>().id;
    await completeProfile(db, userId);
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: `bench:${userId}`,
        debit: { system: 'gateway', currencyId: 1 },
        credit: { userId, kind: 'main' },
        amount: 100_000_000n,
        type: 'deposit',
      }),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/pbgapi/pb/authentication',
      payload: { strategy: 'local', username: phone, password: 'Secret123' },
    });
    const launch = await app.inject({
      method: 'POST',
      url: '/api/mb/enter-game',
      headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
      payload: { game_list_id: gameId, languageCode: 'en' },
    });
    list.push({
      user: String(userId),
      token: new URL(launch.json<{ url: string }>().url).searchParams.get('token') ?? '',
    });
  }
  return list;
}

/**
 * Each player plays rounds back to back: bet 1.00, then a win of 0 or 2.00 referencing it. `base` is the
 * platform API or the bare reference app; both answer RS_OK.
 */
async function walletRounds(
  base: string,
  privateKey: string,
  list: { user: string; token: string }[],
  { seconds, paceMs = 0 }: { seconds: number; paceMs?: number },
) {
  // Parsed once, as a provider's signer would keep it (signing with the PEM text re-parses it each time).
  const signer = createPrivateKey(privateKey);
  const post = async (path: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
    const signature = createSign('RSA-SHA256').update(raw).sign(signer, 'base64');
    const res = await fetch(`${base}/provider-wallet/hub88${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Hub88-Signature': signature },
      body: raw,
    });
    const answer = (await res.json()) as { status: string };
    if (answer.status !== 'RS_OK') throw new Error(`${path}: ${answer.status}`);
  };
  const latencies: number[] = [];
  let rounds = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    list.map(async (player, index) => {
      // Paced players start spread over one pace, as real players do: not 50 rounds at the same instant.
      if (paceMs > 0) await sleep((index * paceMs) / list.length);
      // Each player's first round opens its connection and warms the code paths: counted, not timed.
      for (let first = true; Date.now() < deadline; first = false) {
        const started = performance.now();
        const round = randomUUID();
        const bet = randomUUID();
        const common = {
          user: player.user,
          token: player.token,
          game_code: 'jade-fortune',
          currency: 'THB',
          round,
        };
        await post('/transaction/bet', { ...common, transaction_uuid: bet, amount: 100_000 });
        await post('/transaction/win', {
          ...common,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet,
          amount: Math.random() < 0.5 ? 0 : 200_000,
          round_closed: true,
        });
        rounds += 1;
        if (!first) latencies.push(performance.now() - started);
        const idle = started + paceMs - performance.now();
        if (idle > 0) await sleep(idle);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    'rounds/s': Math.round(rounds / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
  };
}

/** The floor: the same signed posts from the same client, answered by Fastify with a fixed body. */
async function bareFastifyRounds() {
  const bare = Fastify({ logger: false });
  const answer = JSON.stringify({ status: 'RS_OK', user: '1', currency: 'THB', balance: 100_000 });
  bare.post('/provider-wallet/hub88/transaction/:kind', async (_request, reply) =>
    reply.header('content-type', 'application/json').send(answer),
  );
  try {
    const base = await bare.listen({ host: '127.0.0.1', port: 0 });
    const fake = Array.from({ length: PLAYERS }, (_, i) => ({ user: String(i + 1), token: randomUUID() }));
    const privateKey = generateRsaPair().privateKey;
    return {
      capacity: await walletRounds(base, privateKey, fake, { seconds: CAPACITY_S }),
      paced: await walletRounds(base, privateKey, fake, { seconds: DURATION_S, paceMs: PACE_MS }),
    };
  } finally {
    await bare.close();
  }
}

const rows: Record<string, unknown>[] = [];
const reference = await bareFastifyRounds();
rows.push({ db: '-', case: `bare Fastify, ${PLAYERS} players back to back`, ...reference.capacity });
rows.push({ db: '-', case: `bare Fastify, ${PLAYERS} players at ${PACE_MS} ms`, ...reference.paced });
for (const name of benchTargets()) {
  const { db, close } = await openBenchDb(name, { label: 'games-bench' });
  // Registering the players is set-up here, not the subject: a cheap hash keeps it short.
  const app = await buildApp({ config: benchConfig({ cheapHash: true }), db });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const pair = generateRsaPair();
    await db.query('UPDATE game_providers SET wallet_public_key = $1', [pair.publicKey]);
    const count = (await db.query<{ n: bigint }>('SELECT count(*) AS n FROM games')).rows[0]?.n;
    const search = await autocannon({
      url: `${base}/pbgapi/pb/game-list?search=dragon&$sort[name]=1&$limit=50`,
      connections: 10,
      duration: LOBBY_S,
    });
    rows.push({
      db: name,
      case: `lobby search (${String(count)} games)`,
      'req/s': Math.round(search.requests.average),
      'p50 ms': search.latency.p50,
      'p99 ms': search.latency.p99,
      non2xx: search.non2xx,
    });
    const list = await players(app, db);
    const capacity = await walletRounds(base, pair.privateKey, list, { seconds: CAPACITY_S });
    rows.push({ db: name, case: `wallet bet+win, ${PLAYERS} players back to back`, ...capacity });
    const wallet = await walletRounds(base, pair.privateKey, list, { seconds: DURATION_S, paceMs: PACE_MS });
    rows.push({ db: name, case: `wallet bet+win, ${PLAYERS} players at ${PACE_MS} ms`, ...wallet });
    const database = name === 'postgres' ? 'PostgreSQL' : 'PGlite';
    recordBenchRow({
      metric: `Seamless wallet bet+win p99, ${PLAYERS} players (${database})`,
      unit: 'ms',
      project: wallet['p99 ms'],
      reference: { name: 'bare Fastify', value: reference.paced['p99 ms'] },
      target: { bound: 'max', value: WALLET_P99_TARGET_MS, on: 'project' },
      method:
        `${PLAYERS} players each send a signed Hub88 bet then win, a round every ${PACE_MS} ms for ${DURATION_S} s; ` +
        `p99 of the round after each player's first; reference: same client against bare Fastify with a fixed body` +
        (name === 'pglite' ? '; informational: PGlite is embedded and runs one transaction at a time' : ''),
    });
    const totals = await db.query<{ negative: bigint }>(
      `SELECT count(*) AS negative FROM accounts WHERE user_id IS NOT NULL AND balance < 0`,
    );
    if (Number(totals.rows[0]?.negative) > 0) throw new Error('negative member balance');
  } finally {
    await app.close();
    await close();
  }
}
console.table(rows);
