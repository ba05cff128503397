import { createPublicKey, verify } from 'node:crypto';
import type { AdminPushTestResult, PushSubscriptionRecord } from '@casino/contracts/web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import type { FakePushService } from './testing';
import { browserKeys, loggedInMember, startFakePushService, subscribe } from './testing';

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  pushService = await startFakePushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const testPush = (payload: object, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'POST', url: '/admin/push/test', headers, payload });

const subscriptionRow = async (id: number) =>
  (
    await t.db.query<{ last_sent_at: Date | null; last_error: string | null }>(
      'SELECT last_sent_at, last_error FROM push_subscriptions WHERE id = $1',
      [id],
    )
  ).rows[0];

/** Checks a VAPID JWT's ES256 signature with the raw public key (65 bytes, URL-safe base64). */
function verifyVapidJwt(jwt: string, publicKey: string): Record<string, unknown> {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

describe('admin test push', () => {
  it('signs with VAPID and encrypts with aes128gcm what only the browser can read, and audits it', async () => {
    const member = await loggedInMember(t.app);
    const keys = browserKeys();
    const path = `/push/${member.userId}`;
    const subscribed = await subscribe(t.app, member.headers, `${pushService.origin}${path}`, keys);
    expect(subscribed.statusCode).toBe(201);
    const { id } = subscribed.json<PushSubscriptionRecord>();

    const response = await testPush({
      username: member.username,
      title: 'Hello',
      body: 'Your bonus is here: ฿100 ✓',
      url: '/en/promotions',
      reason: 'checking push',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminPushTestResult>()).toEqual({
      user_id: member.userId,
      username: member.username,
      subscriptions: 1,
      sent: 1,
      failed: 0,
      removed: 0,
      failures: [],
    });

    const pushes = pushService.received.filter((push) => push.path === path);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    if (!push) throw new Error('no push received');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0);
    const publicKey = (await t.app.inject({ url: '/pbgapi/pb/push-public-key' })).json<{
      public_key: string;
    }>().public_key;
    const authorization = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? '');
    expect(authorization?.[2]).toBe(publicKey);
    const claims = verifyVapidJwt(authorization?.[1] ?? '', publicKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:no-reply@casino.local' });
    expect(Number(claims['exp']) * 1000).toBeGreaterThan(Date.now());

    // The body is ciphertext: the text is not in it, and only the browser's keys open it.
    expect(push.body.toString('utf8')).not.toContain('Hello');
    expect(JSON.parse(keys.decrypt(push.body))).toEqual({
      title: 'Hello',
      body: 'Your bonus is here: ฿100 ✓',
      url: '/en/promotions',
    });
    expect(() => browserKeys().decrypt(push.body)).toThrow();

    expect((await subscriptionRow(id))?.last_sent_at).toBeInstanceOf(Date);
    const audit = await t.db.query<{
      target_type: string;
      target_id: string;
      reason: string;
      after: unknown;
    }>(
      `SELECT target_type, target_id, reason, after FROM admin_audit WHERE action = 'push.test' ORDER BY id`,
    );
    expect(audit.rows.at(-1)).toMatchObject({
      target_type: 'member',
      target_id: String(member.userId),
      reason: 'checking push',
      after: { sent: 1, failed: 0, message: { title: 'Hello', url: '/en/promotions' } },
    });
  });

  it('removes a subscription the push service calls gone (410, 404), keeps the error of any other refusal', async () => {
    const member = await loggedInMember(t.app);
    const ids: Record<string, number> = {};
    for (const [name, status] of [
      ['ok', 201],
      ['gone', 410],
      ['unknown', 404],
      ['busy', 429],
    ] as const) {
      const path = `/push/${member.userId}/${name}`;
      pushService.answer(path, status);
      const subscribed = await subscribe(t.app, member.headers, `${pushService.origin}${path}`);
      ids[name] = subscribed.json<PushSubscriptionRecord>().id;
    }

    const result = (
      await testPush({ username: member.username, title: 'Hi', body: 'Test' })
    ).json<AdminPushTestResult>();
    expect(result).toMatchObject({ subscriptions: 4, sent: 1, failed: 3, removed: 2 });
    expect(result.failures).toEqual(
      expect.arrayContaining([
        { subscription_id: ids['gone'], status: 410, error: 'push service answered 410', removed: true },
        { subscription_id: ids['unknown'], status: 404, error: 'push service answered 404', removed: true },
        { subscription_id: ids['busy'], status: 429, error: 'push service answered 429', removed: false },
      ]),
    );
    const left = await t.db.query<{ id: number }>(
      'SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
      [member.userId],
    );
    expect(left.rows.map((row) => row.id)).toEqual([ids['ok'], ids['busy']]);
    expect((await subscriptionRow(ids['busy'] ?? 0))?.last_error).toBe('push service answered 429');

    const again = (
      await testPush({ username: member.username, title: 'Hi', body: 'Again' })
    ).json<AdminPushTestResult>();
    expect(again).toMatchObject({ subscriptions: 2, sent: 1, failed: 1, removed: 0 });
  });

  it('counts a push service that cannot be reached as failed, and keeps the subscription', async () => {
    const member = await loggedInMember(t.app);
    const closed = await startFakePushService();
    await closed.close();
    const { id } = (
      await subscribe(t.app, member.headers, `${closed.origin}/push/x`)
    ).json<PushSubscriptionRecord>();
    const result = (
      await testPush({ username: member.username, title: 'Hi', body: 'Test' })
    ).json<AdminPushTestResult>();
    expect(result).toMatchObject({ subscriptions: 1, sent: 0, failed: 1, removed: 0 });
    expect(result.failures[0]).toMatchObject({ subscription_id: id, status: null, removed: false });
    expect(result.failures[0]?.error).toMatch(/^push service unreachable: /);
    expect((await subscriptionRow(id))?.last_error).toMatch(/^push service unreachable: /);
  });

  it('answers a member without browsers with nothing sent; refuses unknown members and non-staff', async () => {
    const member = await loggedInMember(t.app);
    expect((await testPush({ username: member.username, title: 'Hi', body: 'Test' })).json()).toMatchObject({
      subscriptions: 0,
      sent: 0,
      failed: 0,
    });
    const unknown = await testPush({ username: 'nobody-here', title: 'Hi', body: 'Test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'NOT_FOUND', message: 'Member not found' });
    expect(
      (await testPush({ username: member.username, title: 'Hi', body: 'Test' }, member.headers)).statusCode,
    ).toBe(401);
    expect((await testPush({ username: member.username, title: '', body: 'Test' })).statusCode).toBe(400);
    expect(
      (await testPush({ username: member.username, title: 'Hi', body: 'Test', url: 'https://evil.example' }))
        .statusCode,
    ).toBe(400);
  });

  it('shows staff the public key, its contact and when it was made', async () => {
    const response = await t.app.inject({ url: '/admin/push/key', headers: staffAuth });
    expect(response.statusCode).toBe(200);
    const publicKey = (await t.app.inject({ url: '/pbgapi/pb/push-public-key' })).json<{
      public_key: string;
    }>().public_key;
    expect(response.json()).toEqual({
      public_key: publicKey,
      subject: 'mailto:no-reply@casino.local',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await t.app.inject({ url: '/admin/push/key' })).statusCode).toBe(401);
  });
});
