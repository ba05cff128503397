import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { TestDb } from '../test/harness';
import { createTestDb, testConfig } from '../test/harness';
import { businessToday, daysBefore } from './run-daily';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

it('runs the business days a starting instance missed, oldest first, then stops with the app', async () => {
  const app = await buildApp({
    config: testConfig({ scheduleJobs: true }),
    db: t.db,
    prepareDb: false,
    logLevel: 'silent',
  });
  const ran: string[] = [];
  app.jobs.register({
    name: 'catch-up-probe',
    reads: [],
    async payouts(_tx, day, afterUserId) {
      if (afterUserId === 0) ran.push(day);
      return [];
    },
    async pay() {
      throw new Error('the probe has no payouts to pay');
    },
  });
  await app.ready();
  const today = await businessToday(t.db, app.config.brand.time_zone);
  await expect.poll(() => ran.length).toBe(3);
  expect(ran).toEqual([daysBefore(today, 3), daysBefore(today, 2), daysBefore(today, 1)]);
  await app.close();
  const { rows } = await t.db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM job_runs WHERE job = 'catch-up-probe' AND status = 'done'`,
  );
  expect(rows[0]?.n).toBe(3n);
});
