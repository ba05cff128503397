import type { PushSubscriptionRecord } from '@casino/contracts/web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp, createTestDb } from '../../test/harness';
import { endpointVerdict } from './endpoint-policy';
import { SUBSCRIPTIONS_PER_MEMBER } from './subscriptions';
import { browserKeys, loggedInMember, subscribe } from './testing';
import { loadVapidKeys } from './vapid';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicKeyOf = async (app = t.app) => {
  const response = await app.inject({ url: '/pbgapi/pb/push-public-key' });
  expect(response.statusCode).toBe(200);
  return response.json<{ public_key: string }>().public_key;
};

const storedSubscriptions = async (userId: number) =>
  (
    await t.db.query<{ id: number; endpoint: string; p256dh: string; user_agent: string | null }>(
      'SELECT id, endpoint, p256dh, user_agent FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

describe('VAPID keys', () => {
  it('are made on the first start, kept, and served as the public key browsers subscribe with', async () => {
    const key = await publicKeyOf();
    // 65 bytes, an uncompressed P-256 point.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(key, 'base64url')[0]).toBe(4);
    const { rows } = await t.db.query<{ public_key: string }>('SELECT public_key FROM web_push_vapid');
    expect(rows).toEqual([{ public_key: key }]);

    const restarted = await buildTestApp(t.db);
    try {
      expect(await publicKeyOf(restarted)).toBe(key);
    } finally {
      await restarted.close();
    }
  });

  it('two starts at once on a new database end with one key pair, which both serve', async () => {
    const { db, cleanup } = await createTestDb();
    try {
      expect((await db.query('SELECT 1 FROM web_push_vapid')).rowCount).toBe(0);
      const [first, second] = await Promise.all([buildTestApp(db), buildTestApp(db)]);
      try {
        const keys = await Promise.all([publicKeyOf(first), publicKeyOf(second)]);
        expect(keys[0]).toBe(keys[1]);
        const loaded = await Promise.all([1, 2, 3, 4].map(() => loadVapidKeys(db)));
        expect(new Set(loaded.map((pair) => pair.publicKey))).toEqual(new Set([keys[0]]));
        const { rows } = await db.query<{ public_key: string }>('SELECT public_key FROM web_push_vapid');
        expect(rows).toEqual([{ public_key: keys[0] }]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await cleanup();
    }
  });
});

describe('push-subscription', () => {
  it("subscribes a member's browser once per endpoint, with its keys and user agent", async () => {
    const member = await loggedInMember(t.app);
    const endpoint = 'https://push.example.com/send/one';
    const first = await subscribe(t.app, { ...member.headers, 'user-agent': 'Chrome/131' }, endpoint);
    expect(first.statusCode).toBe(201);
    const record = first.json<PushSubscriptionRecord>();
    expect(record).toMatchObject({ endpoint });
    expect(Object.keys(record).sort()).toEqual(['created_at', 'endpoint', 'id', 'updated_at']);

    const newKeys = browserKeys();
    const again = await subscribe(t.app, member.headers, endpoint, newKeys);
    expect(again.statusCode).toBe(201);
    expect(again.json<PushSubscriptionRecord>().id).toBe(record.id);
    expect(again.json<PushSubscriptionRecord>().updated_at >= record.updated_at).toBe(true);
    expect(await storedSubscriptions(member.userId)).toEqual([
      { id: record.id, endpoint, p256dh: newKeys.p256dh, user_agent: 'lightMyRequest' },
    ]);
  });

  it('refuses anonymous callers, malformed endpoints and keys', async () => {
    const member = await loggedInMember(t.app);
    const anonymous = await subscribe(t.app, {}, 'https://push.example.com/send/anon');
    expect(anonymous.statusCode).toBe(401);

    const keys = browserKeys();
    for (const payload of [
      { endpoint: 'http://push.example.com/send', keys },
      { endpoint: 'javascript:alert(1)', keys },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: keys.p256dh.slice(2), auth: keys.auth } },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: keys.p256dh, auth: 'short' } },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: keys.p256dh } },
      { endpoint: 'https://push.example.com/x' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mb/push-subscription',
        headers: member.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
    }
    expect(await storedSubscriptions(member.userId)).toEqual([]);
  });

  it("lets a member remove only their own subscription; another's stays", async () => {
    const a = await loggedInMember(t.app);
    const b = await loggedInMember(t.app);
    const ofA = (
      await subscribe(t.app, a.headers, 'https://push.example.com/send/a')
    ).json<PushSubscriptionRecord>();
    const ofB = (
      await subscribe(t.app, b.headers, 'https://push.example.com/send/b')
    ).json<PushSubscriptionRecord>();

    const remove = (headers: Record<string, string>, id: string | number) =>
      t.app.inject({ method: 'DELETE', url: `/api/mb/push-subscription/${id}`, headers });
    const stolen = await remove(a.headers, ofB.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ reason: 'NOT_FOUND', message: 'Push subscription not found' });
    expect((await storedSubscriptions(b.userId)).map((row) => row.id)).toEqual([ofB.id]);
    for (const id of ['abc', '0', '99999999999', '-1'])
      expect((await remove(a.headers, id)).statusCode, id).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/mb/push-subscription/${ofA.id}` })).statusCode,
    ).toBe(401);

    const own = await remove(a.headers, ofA.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: ofA.id });
    expect(await storedSubscriptions(a.userId)).toEqual([]);
    expect((await remove(a.headers, ofA.id)).statusCode).toBe(404);
  });

  it('gives a browser to the member who sends it last (a shared browser follows the login)', async () => {
    const a = await loggedInMember(t.app);
    const b = await loggedInMember(t.app);
    const endpoint = 'https://push.example.com/send/shared';
    const ofA = (await subscribe(t.app, a.headers, endpoint)).json<PushSubscriptionRecord>();
    const ofB = (await subscribe(t.app, b.headers, endpoint)).json<PushSubscriptionRecord>();
    expect(ofB.id).toBe(ofA.id);
    expect(await storedSubscriptions(a.userId)).toEqual([]);
    expect((await storedSubscriptions(b.userId)).map((row) => row.endpoint)).toEqual([endpoint]);
  });

  it(`keeps a member's ${SUBSCRIPTIONS_PER_MEMBER} most recent browsers`, async () => {
    const member = await loggedInMember(t.app);
    for (let n = 0; n <= SUBSCRIPTIONS_PER_MEMBER; n += 1) {
      expect(
        (await subscribe(t.app, member.headers, `https://push.example.com/send/many-${n}`)).statusCode,
      ).toBe(201);
    }
    const kept = (await storedSubscriptions(member.userId)).map((row) => row.endpoint);
    expect(kept).toHaveLength(SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).not.toContain('https://push.example.com/send/many-0');
    expect(kept).toContain(`https://push.example.com/send/many-${SUBSCRIPTIONS_PER_MEMBER}`);
  });

  it('without the dev tools takes https endpoints of the browsers’ push services only', async () => {
    const production = await buildTestApp(t.db, { devTools: false });
    try {
      const member = await loggedInMember(production);
      for (const endpoint of [
        'http://127.0.0.1:9/push',
        'https://push.example.com/send/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
      ]) {
        const refused = await subscribe(production, member.headers, endpoint);
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json()).toMatchObject({
          reason: 'VALIDATION_FAILED',
          errors: [
            { field: 'body.endpoint', message: expect.stringMatching(/^This push service is not accepted/) },
          ],
        });
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/x',
        'https://updates.push.services.mozilla.com/wpush/v2/x',
        'https://web.push.apple.com/x',
        'https://wns2-par02p.notify.windows.com/w/?token=x',
      ])
        expect((await subscribe(production, member.headers, endpoint)).statusCode, endpoint).toBe(201);
    } finally {
      await production.close();
    }
  });
});

describe('endpointVerdict', () => {
  it('with the dev tools allows loopback http and any https host', () => {
    expect(endpointVerdict('http://127.0.0.1:4000/p', true)).toEqual({ allowed: true });
    expect(endpointVerdict('https://push.example.com/p', true)).toEqual({ allowed: true });
  });

  it('without them refuses look-alike hosts', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com.evil.example/x',
    ])
      expect(endpointVerdict(endpoint, false).allowed, endpoint).toBe(false);
    expect(endpointVerdict('https://api.push.apple.com/x', false).allowed).toBe(true);
  });
});
