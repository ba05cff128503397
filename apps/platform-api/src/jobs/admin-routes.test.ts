import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { registerMember } from '../test/members';
import { businessToday, daysBefore } from './run-daily';

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: { username: 'staff', password: 'staff-password-1' } });
  memberId = (await registerMember(t.app)).user.id;
  // A job that pays the one member 1 baht a day, to see it through the staff API.
  t.app.jobs.register({
    name: 'one-baht',
    reads: [],
    async payouts(_tx, _day, afterUserId) {
      return afterUserId < memberId ? [{ userId: memberId, currencyId: 1, amount: 100n }] : [];
    },
    async pay(tx, day, claimed) {
      for (const payout of claimed) {
        await tx.query(`INSERT INTO seen_payouts (day, user_id) VALUES ($1, $2)`, [day, payout.userId]);
      }
    },
  });
  await t.db.query('CREATE TABLE seen_payouts (day date NOT NULL, user_id integer NOT NULL)');
});
afterAll(() => t.close());

const staff = { authorization: `Basic ${Buffer.from('staff:staff-password-1').toString('base64')}` };

it('runs a job for yesterday by default, once, audited, and lists its runs', async () => {
  const yesterday = daysBefore(await businessToday(t.db, t.app.config.brand.time_zone), 1);
  const run = () =>
    t.app.inject({ method: 'POST', url: '/admin/jobs/one-baht/run', headers: staff, payload: {} });
  const first = await run();
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ job: 'one-baht', business_day: yesterday, status: 'done', paid: 1 });
  expect((await run()).json()).toMatchObject({ status: 'already-done', paid: 0 });

  const list = await t.app.inject({ method: 'GET', url: '/admin/jobs', headers: staff });
  expect(list.json()).toContainEqual(
    expect.objectContaining({
      name: 'one-baht',
      cron: '5 0 * * *',
      time_zone: 'Asia/Bangkok',
      recent_runs: [expect.objectContaining({ business_day: yesterday, status: 'done', paid_count: 1 })],
    }),
  );
  const audits = await t.db.query(`SELECT 1 FROM admin_audit WHERE action = 'job.run'`);
  expect(audits.rowCount).toBe(2);
});

it('refuses an unknown job, a day not ended and a member', async () => {
  const today = await businessToday(t.db, t.app.config.brand.time_zone);
  const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  expect((await post('/admin/jobs/no-such-job/run', {})).statusCode).toBe(404);
  expect((await post('/admin/jobs/one-baht/run', { business_day: today })).statusCode).toBe(409);
  expect((await post('/admin/jobs/one-baht/run', { business_day: 'tomorrow' })).statusCode).toBe(400);
  expect((await post('/admin/jobs/one-baht/run', {}, {})).statusCode).toBe(401);
});
