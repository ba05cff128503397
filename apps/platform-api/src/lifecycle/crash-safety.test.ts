import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { readInvariants } from '../ledger/testing';
import { depositMember } from '../modules/deposit/testing';
import { installProviderKey, playerWithToken, walletCaller } from '../modules/provider-wallet/testing';
import { fund, readyMember } from '../modules/withdrawal/testing';
import { TEST_DB, pgliteTemplate, testConfig } from '../test/harness';
import { startApi } from './testing/api-process';
import type { Member, Signers } from './testing/crash-load';
import { retryAll, runLoad } from './testing/crash-load';

/** Where the API keeps its data: a PGlite directory, or a PostgreSQL database of its own. */
interface Store {
  env: Record<string, string>;
  /** Opens it in this process (only while no API process has it, for PGlite). */
  open(first: boolean): Promise<Db>;
  dispose(): Promise<void>;
}

async function pgliteStore(): Promise<Store> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-api-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    // The first opening unpacks the migrated template, as restart.test.ts does.
    open: async (first) =>
      createPgliteDb({ dataDir, ...(first ? { loadDataDir: await pgliteTemplate() } : {}) }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A whole database rather than the harness's schema: the API process must find it from DATABASE_URL alone. */
async function postgresStore(): Promise<Store> {
  const base = process.env['DATABASE_URL'];
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb({ url: base, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async open(first) {
      const db = createPostgresDb({ url: url.toString(), max: 4 });
      if (first) {
        await migrate(db);
        await seed(db);
      }
      return db;
    },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const config = testConfig();
const MEMBERS_PER_ROLE = 3;
const FUNDS = 10_000_000n;
/** Acknowledged operations before the crash, or this long at most. */
const ACKNOWLEDGED_BEFORE_CRASH = 60;
const LOAD_MS = 10_000;

/** Members of each role with their money, and the key the provider signs with. */
async function prepare(db: Db) {
  const app = await buildApp({ config, db, prepareDb: false, logLevel: 'silent' });
  await app.ready();
  const provider = await installProviderKey(db);
  const wallet = await walletCaller(app, db, provider.privateKey);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS_PER_ROLE; i += 1) {
    const depositor = await depositMember(app, db);
    members.push({ role: 'depositor', userId: depositor.userId, bearer: depositor.headers.authorization });
    const saver = await readyMember(app, db);
    await fund(db, saver.userId, FUNDS);
    await fund(db, saver.userId, FUNDS, 'cashback');
    members.push({ role: 'saver', userId: saver.userId, bearer: saver.headers.authorization });
    const player = await playerWithToken(app, db, FUNDS);
    const session = await wallet.call('/user/info', { user: player.user, token: player.token });
    if (session.json.status !== 'RS_OK') throw new Error(`no game session: ${JSON.stringify(session.json)}`);
    members.push({ role: 'player', userId: player.userId, token: player.token });
  }
  await app.close();
  const signers: Signers = { webhookSecret: config.paymentWebhookSecret, providerKey: provider.privateKey };
  return { members, signers, balances: await balances(db, members) };
}

async function balances(db: Db, members: readonly Member[]) {
  const { rows } = await db.query<{ user_id: number; kind: string; balance: bigint }>(
    `SELECT user_id, kind, balance FROM accounts WHERE user_id = ANY($1::int[]) AND kind IN ('main', 'cashback')`,
    [members.map((m) => m.userId)],
  );
  const of = (userId: number, kind: string) =>
    rows.find((r) => r.user_id === userId && r.kind === kind)?.balance ?? 0n;
  return new Map(
    members.map((m) => [m.userId, { main: of(m.userId, 'main'), cashback: of(m.userId, 'cashback') }]),
  );
}

let store: Store;
beforeAll(async () => {
  store = TEST_DB === 'postgres' ? await postgresStore() : await pgliteStore();
});
afterAll(async () => store.dispose());

describe(`crash safety (${TEST_DB})`, () => {
  it('keeps every acknowledged deposit, withdrawal, transfer and wallet round through a SIGKILL, and applies each once however often it is sent', async () => {
    const setupDb = await store.open(true);
    const { members, signers, balances: before } = await prepare(setupDb);
    await setupDb.close();
    const env = {
      ...store.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: config.authSecret ?? '',
      PAYMENT_WEBHOOK_SECRET: config.paymentWebhookSecret,
      JOBS_SCHEDULE: '0',
    };

    // Load, then the crash in the middle of it.
    const first = await startApi(env);
    const { log, done } = runLoad(first.url, members, signers);
    for (
      const until = Date.now() + LOAD_MS;
      Date.now() < until && log.acknowledged() < ACKNOWLEDGED_BEFORE_CRASH;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.kill();
    await done;
    const acknowledged = log.acknowledged();
    const unanswered = log.ops.filter((op) => !op.first).length;
    expect(
      log.refused.map(({ op, answer }) => `${op.kind}: ${answer.status} ${JSON.stringify(answer.body)}`),
    ).toEqual([]);
    expect(acknowledged).toBeGreaterThanOrEqual(10);
    expect(unanswered, 'requests in flight when the API was killed').toBeGreaterThan(0);

    // Restart on the same data; every request is sent again with its keys, as the callers would.
    const second = await startApi(env);
    const problems = await retryAll(second.url, log);
    // A stop asked for politely is a clean exit.
    expect(await second.terminate(), second.stderr()).toBe(0);
    expect(problems).toEqual([]);

    const db = await store.open(false);
    try {
      const invariants = await readInvariants(db);
      expect(
        [...invariants.sums.values()].every((sum) => sum === 0n),
        'money conserved per currency',
      ).toBe(true);
      expect(invariants.drifting, 'accounts whose balance is not the sum of their entries').toEqual([]);
      expect(invariants.negative, 'member accounts below zero').toEqual([]);
      // Each operation applied exactly once: the balances are the start plus every operation's effect once.
      const expected = new Map([...before].map(([userId, b]) => [userId, { ...b }]));
      for (const op of log.ops) {
        const b = expected.get(op.userId);
        if (!b) throw new Error(`operation of an unknown member ${op.userId}`);
        b.main += op.main;
        b.cashback += op.cashback;
      }
      expect(await balances(db, members)).toEqual(expected);
    } finally {
      await db.close();
    }
  }, 240_000);
});
