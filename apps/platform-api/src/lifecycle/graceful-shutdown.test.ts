import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { JobInterrupted } from '../jobs/run-daily';
import type { DailyJob, Payout } from '../jobs/types';
import type { TestDb } from '../test/harness';
import { createTestDb, testConfig } from '../test/harness';
import { loginMember, registerMember } from '../test/members';
import { closeGracefully, exitOnSignals, shutdownGraceMs } from './graceful-shutdown';

let testDb: TestDb;
beforeEach(async () => {
  testDb = await createTestDb();
});
afterEach(async () => testDb.cleanup());

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app over the test database, not yet ready, so a test can add its own routes and jobs first. */
const appOn = (db: Db) => buildApp({ config: testConfig(), db, prepareDb: false, logLevel: 'silent' });

async function listening(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Resolves once the app refuses new work, i.e. its close has begun (asked without the database, which a
 * PGlite transaction in progress holds). */
async function closingStarted(app: FastifyInstance) {
  for (;;) {
    const refused = await app.inject({ url: '/test/nothing-here' }).then(
      (res) => res.statusCode === 503,
      () => true,
    );
    if (refused) return;
    await delay(10);
  }
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish with its answer, and refuses new connections', async () => {
    const app = await appOn(testDb.db);
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/test/slow', async () => {
      started();
      await delay(400);
      const { rows } = await testDb.db.query<{ answer: number }>('SELECT 42 AS answer');
      return { answer: rows[0]?.answer };
    });
    const host = await listening(app);
    const slow = fetch(`http://${host}/test/slow`);
    await handlerStarted;
    const closing = closeGracefully(app, 5_000);
    await closingStarted(app);
    const late = await fetch(`http://${host}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ answer: 42 });
    expect(await closing).toBe('clean');
  });

  it('cuts a request that outlives the grace period', async () => {
    const app = await appOn(testDb.db);
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/test/stuck', async () => {
      started();
      await delay(3_000);
      return { late: true };
    });
    const host = await listening(app);
    const stuck = fetch(`http://${host}/test/stuck`);
    await handlerStarted;
    const at = Date.now();
    expect(await closeGracefully(app, 200)).toBe('forced');
    expect(Date.now() - at).toBeLessThan(2_500);
    await expect(stuck).rejects.toThrow();
  });

  it("closes a member's websocket with 1001 (going away)", async () => {
    const app = await appOn(testDb.db);
    const { body } = await registerMember(app);
    const { accessToken } = await loginMember(app, body.username);
    const host = await listening(app);
    const socket = new WebSocket(`ws://${host}/gapi/mb/ws?token=${accessToken}`);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', () => reject(new Error('websocket refused')));
    });
    const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));

    expect(await closeGracefully(app, 5_000)).toBe('clean');
    const event = await closed;
    expect(event.code).toBe(1001);
    expect(event.reason).toBe('server shutting down');
  });

  it('lets a daily job finish the chunk in progress, then stops it; the next run resumes the day', async () => {
    const CHUNK = 1000;
    const CHUNKS = 3;
    const served: number[] = [];
    let app = await appOn(testDb.db);
    let onFirstChunk: (() => Promise<void>) | undefined = () => closingStarted(app);
    // Candidates of 0 are not paid, so no members are needed; full chunks keep the run walking.
    const job: DailyJob = {
      name: 'shutdown-probe',
      reads: [],
      async payouts(_tx, _day, after, limit): Promise<Payout[]> {
        if (after >= CHUNK * CHUNKS) return [];
        served.push(after);
        // Shutdown begins while the first chunk's transaction is open.
        const wait = onFirstChunk;
        onFirstChunk = undefined;
        if (wait) await wait().then(() => delay(100));
        return Array.from({ length: limit }, (_, i) => ({
          userId: after + i + 1,
          currencyId: 1,
          amount: 0n,
        }));
      },
      pay: async () => undefined,
    };
    app.jobs.register(job);
    await app.ready();
    const run = app.jobs.run(job.name);
    const settled = run.then(
      () => null,
      (error: unknown) => error,
    );
    while (served.length === 0) await delay(10);
    expect(await closeGracefully(app, 10_000)).toBe('clean');

    expect(await settled).toBeInstanceOf(JobInterrupted);
    expect(served).toEqual([0]);
    const open = await testDb.db.query<{ status: string }>('SELECT status FROM job_runs WHERE job = $1', [
      job.name,
    ]);
    expect(open.rows).toEqual([{ status: 'running' }]);

    served.length = 0;
    app = await appOn(testDb.db);
    app.jobs.register(job);
    await app.ready();
    expect(await app.jobs.run(job.name)).toMatchObject({ status: 'done' });
    expect(served).toEqual([0, CHUNK, 2 * CHUNK]);
    await app.close();
  });
});

describe('stop signals', () => {
  it('exits 0 after a clean close on the first signal, and at once with 1 on a second', async () => {
    const app = await appOn(testDb.db);
    await app.ready();
    const codes: number[] = [];
    const off = exitOnSignals(app, {
      graceMs: 5_000,
      signals: ['SIGUSR2'],
      exit: (code) => codes.push(code),
    });
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      process.emit('SIGUSR2', 'SIGUSR2');
      while (codes.length < 2) await delay(10);
      // The second signal's immediate exit, then the graceful close's.
      expect(codes).toEqual([1, 0]);
    } finally {
      off();
    }
  });

  it('reads the grace period from SHUTDOWN_GRACE_SECONDS and refuses nonsense', () => {
    expect(shutdownGraceMs({})).toBe(25_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '5' })).toBe(5_000);
    expect(() => shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
