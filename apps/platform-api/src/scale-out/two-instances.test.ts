import { randomBytes } from 'node:crypto';
import type { AuthResult, Deposit } from '@casino/contracts';
import { adminApi, adminPath, memberApi, otpApi, publicApi, withdrawalApi } from '@casino/contracts';
import { adminJobsApi } from '@casino/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysBefore } from '../jobs';
import { balanceOf } from '../ledger';
import { mainBalance } from '../modules/deposit/testing';
import { latestOtp, wrongCode } from '../modules/outbox/testing';
import { eventId } from '../modules/payment-webhook/testing';
import { fund, readyMember, STAFF_SEED, staffAuth } from '../modules/withdrawal/testing';
import { testConfig, TEST_DB } from '../test/harness';
import { loginMember, registerMember, registration } from '../test/members';
import type { Instance, TwoInstances } from './testing';
import { call, connectMember, deliverWebhook, startTwoInstances } from './testing';

const REDIS_URL = process.env['REDIS_URL'];
const LOGINS_PER_MINUTE = 20;
const FAILED_LOGINS = 4;
const OTP_ATTEMPTS = 3;

let two: TwoInstances;
let a: Instance;
let b: Instance;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The proxy's X-Forwarded-For: the instances trust it, as they do behind the cluster proxy or nginx. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function until(check: () => boolean) {
  for (const deadline = Date.now() + 5_000; !check(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
  }
}

// PGlite is one process's embedded database, so a second instance cannot open it: this suite runs in the
// PostgreSQL project with REDIS_URL set (CI sets both) and is reported as skipped elsewhere.
describe.runIf(TEST_DB === 'postgres' && REDIS_URL)(
  'two API instances on one PostgreSQL database and one Redis (PostgreSQL + REDIS_URL only; PGlite is single-process)',
  () => {
    beforeAll(async () => {
      two = await startTwoInstances({
        redisUrl: REDIS_URL,
        trustProxy: true,
        adminSeed: STAFF_SEED,
        // A site name of its own: rate-limit keys in the shared Redis are per site, so earlier runs and
        // other suites cannot spend this run's counts.
        webName: `scale-${randomBytes(4).toString('hex')}`,
        rateLimits: {
          ...testConfig().rateLimits,
          loginPerMinute: LOGINS_PER_MINUTE,
          failedLoginsPerUsername: FAILED_LOGINS,
        },
        otp: { ...testConfig().otp, maxAttempts: OTP_ATTEMPTS },
      });
      [a, b] = two.instances;
    });
    afterAll(() => two?.close());

    it("delivers DEPOSIT and WITHDRAWAL to a member's socket on instance 1 when instance 2 caused them", async () => {
      const m = await readyMember(a.app, a.db);
      const token = m.headers.authorization.slice('Bearer '.length);
      const socket = await connectMember(a, token);
      await until(() => a.app.events.listenerCount(m.userId) > 0);
      expect(b.app.events.listenerCount(m.userId)).toBe(0);

      // Funded straight in the ledger, so no deposit turnover stands before the withdrawal.
      await fund(a.db, m.userId, 20_000n);
      const queued = await call<{ id: number }>(b, 'POST', withdrawalApi.queueWithdrawalCreate.basePath, {
        headers: m.headers,
        body: { amount: '100' },
      });
      expect(queued.status).toBe(201);
      expect(await socket.nextOf('WITHDRAWAL')).toMatchObject({ data: { status: 'pending' } });
      const approved = await call(b, 'POST', adminPath(adminApi.withdrawalApprove, { id: queued.body.id }), {
        headers: staffAuth,
        body: {},
      });
      expect(approved.status).toBe(200);
      expect(await socket.nextOf('WITHDRAWAL')).toMatchObject({ data: { success: true, status: 'success' } });
      const deposit = await call<Deposit>(b, 'POST', '/api/mb/deposit-promptpay', {
        headers: m.headers,
        body: { deposit_amount: '450' },
      });
      expect(deposit.status).toBe(201);
      const webhook = await deliverWebhook(b, {
        event_id: eventId(),
        type: 'payment.succeeded',
        reference: deposit.body.reference,
        amount: '450.00',
      });
      expect(webhook).toEqual({ status: 200, outcome: 'credited' });
      expect(await socket.nextOf('DEPOSIT')).toMatchObject({
        data: { success: true, amount: '450.00', reference: deposit.body.reference },
      });

      socket.socket.close();
    });

    it('accepts the session of instance 1 on instance 2, and a logout on instance 2 ends it on instance 1', async () => {
      const body = registration();
      expect((await call(a, 'POST', publicApi.register.basePath, { body })).status).toBe(201);
      const login = await call<AuthResult>(a, 'POST', publicApi.login.basePath, {
        body: { strategy: 'local', username: body.username, password: body.password },
      });
      expect(login.status).toBe(201);
      const token = login.body.accessToken;

      const profile = await call<{ data: { username: string }[] }>(b, 'GET', memberApi.profileFind.basePath, {
        headers: bearer(token),
      });
      expect(profile.status).toBe(200);
      expect(profile.body.data[0]?.username).toBe(body.username);

      expect((await call(b, 'DELETE', publicApi.logout.basePath, { headers: bearer(token) })).status).toBe(
        200,
      );
      const after = await call(a, 'GET', memberApi.profileFind.basePath, { headers: bearer(token) });
      expect(after.status).toBe(401);
    });

    it('counts one login rate limit per IP over both instances', async () => {
      const ip = '203.0.113.7';
      const attempt = (instance: Instance, i: number) =>
        call(instance, 'POST', publicApi.login.basePath, {
          headers: from(ip),
          // A new unknown name each time: only the per-IP limit can stop these.
          body: {
            strategy: 'local',
            username: `09${String(Date.now()).slice(-6)}${i}`,
            password: 'Wrong1234',
          },
        });
      for (let i = 0; i < LOGINS_PER_MINUTE; i += 1) {
        expect((await attempt(i % 2 === 0 ? a : b, i)).status).toBe(401);
      }
      for (const instance of [a, b]) {
        const limited = await attempt(instance, 99);
        expect(limited.status).toBe(429);
        expect(limited.body).toMatchObject({ reason: 'RATE_LIMITED' });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The limit is the address's, not the site's.
      const other = await call(b, 'POST', publicApi.login.basePath, {
        headers: from('203.0.113.8'),
        body: { strategy: 'local', username: '0900000001', password: 'Wrong1234' },
      });
      expect(other.status).toBe(401);
    });

    it('counts failed staff logins from one address over both instances against one limit', async () => {
      const ip = '203.0.113.20';
      const staffLogin = (instance: Instance, password: string) =>
        call(instance, 'POST', adminApi.login.path, {
          headers: from(ip),
          body: { username: STAFF_SEED.username, password },
        });
      for (let i = 0; i < FAILED_LOGINS; i += 1) {
        expect((await staffLogin(i % 2 === 0 ? a : b, `wrong-password-${i}`)).status).toBe(401);
      }
      // Even the right password waits: the address is over its limit on both instances.
      expect((await staffLogin(a, STAFF_SEED.password)).status).toBe(429);
      expect((await staffLogin(b, STAFF_SEED.password)).status).toBe(429);
    });

    it('counts wrong OTP attempts made on either instance against one code', async () => {
      const { body } = await registerMember(a.app);
      const { accessToken } = await loginMember(a.app, body.username);
      const headers = bearer(accessToken);
      const sent = await call(a, 'POST', otpApi.memberOtpRequest.basePath, {
        headers,
        body: { type_verified: 'sms' },
      });
      expect(sent.status).toBe(201);
      const { otp, reference } = await latestOtp(a.app, body.phone);
      const verify = (instance: Instance, code: string) =>
        call(instance, 'POST', otpApi.memberOtpVerified.basePath, {
          headers,
          body: { otpReferenceCode: reference, otp: code },
        });
      for (let i = 0; i < OTP_ATTEMPTS; i += 1) {
        const wrong = await verify(i % 2 === 0 ? b : a, wrongCode(otp));
        expect(wrong.body).toMatchObject({ reason: 'OTP_INCORRECT' });
      }
      // The code died on the third wrong attempt, wherever each was made.
      for (const instance of [a, b]) {
        expect((await verify(instance, otp)).body).toMatchObject({ reason: 'DATA_NOT_FOUND' });
      }
    });

    it('pays a business day once when both instances run the daily cashback job at the same time', async () => {
      const timeZone = a.app.config.brand.time_zone;
      const day = daysBefore(await businessToday(a.db, timeZone), 2);
      const m = await readyMember(a.app, a.db);
      expect(
        (await call(b, 'POST', '/api/mb/cashback-member', { headers: m.headers, body: {} })).status,
      ).toBe(201);
      // Staked 1,000.00 and won back 200.00 at noon of the day: 5 % of the 800.00 lost is 40.00.
      for (const [subType, amount] of [
        ['bet', 100_000n],
        ['result', 20_000n],
      ] as const) {
        await a.db.query(
          `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
           VALUES ($1, 'game', $2, $3, 1, '{}', ($4::date + time '12:00') AT TIME ZONE $5)`,
          [m.userId, subType, amount, day, timeZone],
        );
      }
      const run = (instance: Instance) =>
        call<{ status: string; paid: number }>(
          instance,
          'POST',
          adminPath(adminJobsApi.jobRun, { name: 'cashback' }),
          {
            headers: staffAuth,
            body: { business_day: day },
          },
        );
      const runs = await Promise.all([run(a), run(b), run(a), run(b)]);
      expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(runs.reduce((sum, r) => sum + r.body.paid, 0)).toBe(1);
      expect(await balanceOf(a.db, { userId: m.userId, kind: 'cashback' })).toBe(4_000n);
      const { rows } = await a.db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM transfers WHERE idempotency_key LIKE $1`,
        [`cashback:${day}:${m.userId}%`],
      );
      expect(Number(rows[0]?.n)).toBe(1);
    });

    it('credits once when the same payment webhook reaches both instances at the same time', async () => {
      const m = await readyMember(a.app, a.db);
      const deposit = await call<Deposit>(a, 'POST', '/api/mb/deposit-promptpay', {
        headers: m.headers,
        body: { deposit_amount: '500' },
      });
      expect(deposit.status).toBe(201);
      const payload = {
        event_id: eventId(),
        type: 'payment.succeeded',
        reference: deposit.body.reference,
        amount: '500.00',
      };
      const outcomes = (
        await Promise.all([a, b, a, b].map((instance) => deliverWebhook(instance, payload)))
      ).map((r) => r.outcome);
      expect(outcomes.sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate']);
      expect(await mainBalance(a.db, m.userId)).toBe(50_000n);
      const { rows } = await a.db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM transfers WHERE idempotency_key = $1',
        [deposit.body.reference],
      );
      expect(Number(rows[0]?.n)).toBe(1);
    });
  },
);
