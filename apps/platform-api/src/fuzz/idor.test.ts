import { randomBytes } from 'node:crypto';
import { MEMO_IMAGE_PATH } from '@casino/contracts/memo';
import { SLIP_FILE_PATH } from '@casino/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGES, multipartBody, testUploadDir } from '../modules/deposit/testing';
import { gameIdOf } from '../modules/games/testing';
import { fund, readyMember, STAFF_SEED, staffAuth } from '../modules/withdrawal/testing';
import { browserKeys } from '../modules/web-push/testing';
import { createTestApp } from '../test/harness';
import { readOperations } from './operations';

/**
 * Members A and B: whatever A sends, B's resources are neither shown to A nor changed. The member
 * operations come from /docs/json, so a new one with a path id fails here until it has a scenario.
 */
const t = await createTestApp({ adminSeed: STAFF_SEED, uploadDir: testUploadDir() });
afterAll(() => t.close());

const operations = await readOperations(t.app);
const memberOps = operations.filter((op) => op.audience === 'member');

type Member = Awaited<ReturnType<typeof readyMember>> & { username: string };
async function newMember(): Promise<Member> {
  const m = await readyMember(t.app, t.db);
  const { rows } = await t.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
    m.userId,
  ]);
  await fund(t.db, m.userId, 500_000n);
  return { ...m, username: rows[0]?.username ?? '' };
}
const call = (m: Member | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: m ? m.headers : {},
    ...(payload ? { payload } : {}),
  });
async function upload(m: Member, url: string) {
  const body = multipartBody(IMAGES.png, 'b.png');
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

const a = await newMember();
const b = await newMember();
/** Strings that exist only in B's data: none may appear in anything A is answered. */
const marker = `idor-${randomBytes(6).toString('hex')}`;

/** A staff memo to B (a topic in B's inbox, unread). */
const memoToB = () =>
  t.app.inject({
    method: 'POST',
    url: '/admin/memos',
    headers: staffAuth,
    payload: {
      user_ids: [b.userId],
      message_type: 'Promotion',
      title_name: `${marker} memo`,
      message_description: `${marker} body`,
      allow_reply: true,
    },
  });
const topicOf = (res: Awaited<ReturnType<typeof memoToB>>) =>
  res.json<{ topic_ids: number[] }>().topic_ids[0] ?? 0;

// B's resources, made through the API as B (and staff) would.
const memo = await memoToB();
const bTopic = topicOf(memo);
const bWithdrawal = await call(b, 'POST', '/api/mb/queue-withdrawal', {
  amount: '100.00',
  note: `${marker} w`,
});
const bGame = await gameIdOf(t.db, 'temple-ways');
await call(b, 'POST', '/api/mb/user-favorite', { game_list_id: bGame });
const bPushEndpoint = `https://push.example.test/${marker}`;
const bPush = await call(b, 'POST', '/api/mb/push-subscription', {
  endpoint: bPushEndpoint,
  expirationTime: null,
  keys: (({ p256dh, auth }) => ({ p256dh, auth }))(browserKeys()),
});
const bSlip = await upload(b, SLIP_FILE_PATH);
const bImage = await upload(b, MEMO_IMAGE_PATH);
const bMarkers = [marker, b.username, bPushEndpoint, bSlip, bImage];

const isRefused = (status: number) => status === 403 || status === 404 || status === 400;

/** One scenario per member operation with a path id: A aims at B's resource, B's stays as it was. */
const PATH_SCENARIOS: Record<string, () => Promise<void>> = {
  'GET /api/mb/memo/{id}': async () => {
    expect(isRefused((await call(a, 'GET', `/api/mb/memo/${bTopic}`)).statusCode)).toBe(true);
    expect((await call(b, 'GET', `/api/mb/memo/${bTopic}`)).statusCode).toBe(200);
  },
  'PATCH /api/mb/memo/{id}': async () => {
    // A topic of its own: B reading the first one (above) marked it read.
    const unread = topicOf(await memoToB());
    expect(isRefused((await call(a, 'PATCH', `/api/mb/memo/${unread}`, {})).statusCode)).toBe(true);
    const { rows } = await t.db.query<{ is_read: boolean }>('SELECT is_read FROM memo_topics WHERE id = $1', [
      unread,
    ]);
    expect(rows[0]?.is_read).toBe(false);
  },
  'DELETE /api/mb/promotion-member/{id}': async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO promotion_members (user_id, promotion_id, bonus, currency_id, expires_at)
       SELECT $1, id, 10000, 1, now() + interval '1 day' FROM promotions ORDER BY id LIMIT 1 RETURNING id`,
      [b.userId],
    );
    const record = rows[0]?.id;
    expect(record).toBeDefined();
    expect(isRefused((await call(a, 'DELETE', `/api/mb/promotion-member/${record}`)).statusCode)).toBe(true);
    const after = await t.db.query<{ status: string }>('SELECT status FROM promotion_members WHERE id = $1', [
      record,
    ]);
    expect(after.rows[0]?.status).toBe('active');
  },
  'DELETE /api/mb/push-subscription/{id}': async () => {
    const id = bPush.json<{ id: number }>().id;
    expect(isRefused((await call(a, 'DELETE', `/api/mb/push-subscription/${id}`)).statusCode)).toBe(true);
    const { rows } = await t.db.query('SELECT 1 FROM push_subscriptions WHERE id = $1 AND user_id = $2', [
      id,
      b.userId,
    ]);
    expect(rows).toHaveLength(1);
  },
  'DELETE /api/mb/user-favorite/{id}': async () => {
    // The id is a game: A can only ever un-favourite it for A.
    await call(a, 'DELETE', `/api/mb/user-favorite/${bGame}`);
    const { rows } = await t.db.query('SELECT 1 FROM game_favorites WHERE user_id = $1 AND game_id = $2', [
      b.userId,
      bGame,
    ]);
    expect(rows).toHaveLength(1);
  },
  'PATCH /api/mb/users/{id}': async () => {
    const res = await call(a, 'PATCH', `/api/mb/users/${b.userId}`, { first_name: 'Mallory' });
    expect(res.statusCode).toBe(403);
    const { rows } = await t.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      b.userId,
    ]);
    expect(rows[0]?.first_name).not.toBe('Mallory');
  },
  'DELETE /api/mb/gambling-limit/{id}': async () => {
    // The id is a limit kind, so A's call can only reach A's limits: B's pending increase stays.
    const set = (amount: string) =>
      call(b, 'POST', '/api/mb/gambling-limit', { kind: 'deposit_daily', amount });
    expect((await set('100.00')).statusCode).toBeLessThan(300);
    expect((await set('200.00')).statusCode).toBeLessThan(300);
    const pendingOfB = async () => (await call(b, 'GET', '/api/mb/gambling-limit')).body;
    const before = await pendingOfB();
    expect(before).toContain('"pending"');
    await call(a, 'DELETE', '/api/mb/gambling-limit/deposit_daily');
    expect(await pendingOfB()).toBe(before);
  },
  'DELETE /api/mb/sessions/{id}': async () => {
    const mine = await call(b, 'GET', '/api/mb/sessions');
    expect(mine.statusCode, mine.body).toBe(200);
    const sessions = mine.json<{ data?: { id: string }[] } | { id: string }[]>();
    const list = Array.isArray(sessions) ? sessions : (sessions.data ?? []);
    expect(list.length).toBeGreaterThan(0);
    for (const session of list) {
      expect(isRefused((await call(a, 'DELETE', `/api/mb/sessions/${session.id}`)).statusCode)).toBe(true);
    }
    expect((await call(b, 'GET', '/api/mb/users')).statusCode).toBe(200);
  },
};

/**
 * Id fields in member request bodies and queries. Catalogue ids name rows every member shares (a game,
 * a promotion offer, a bank); owned ids name one member's rows and need a scenario in OWNED_BODY_IDS.
 */
const CATALOGUE_IDS = new Set([
  'language_id',
  'category_id',
  'provider_id',
  'game_list_id',
  'promotion_information_id',
  'quest_information_id',
  'reward_id',
  'offer_id',
  'payment_type_id',
  'payment_bank_information_id',
  'crypto_currency_id',
  'withdrawal_type_id',
  'security_question_id',
  'register_channal_id',
  'bank_currency_information_id',
  'line_id',
]);
const OWNED_BODY_IDS: Record<string, () => Promise<void>> = {
  message_transaction_header_id: async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM memo_messages WHERE topic_id = $1', [
      bTopic,
    ]);
    const res = await call(a, 'POST', '/api/mb/memo-reply', {
      message_transaction_header_id: bTopic,
      message_description: 'not yours',
    });
    expect(isRefused(res.statusCode)).toBe(true);
    const after = await t.db.query('SELECT count(*)::int AS n FROM memo_messages WHERE topic_id = $1', [
      bTopic,
    ]);
    expect(after.rows).toEqual(before.rows);
  },
};
const ID_FIELD = /(^id$|_id$|Id$|_ids$)/;

describe('members cannot reach each other (IDOR)', () => {
  it('set up B with a memo, a withdrawal, a favourite, a push subscription and two uploads', () => {
    expect(memo.statusCode, memo.body).toBe(200);
    expect(bWithdrawal.statusCode, bWithdrawal.body).toBe(201);
    expect(bPush.statusCode, bPush.body).toBe(201);
  });

  const withPathIds = memberOps.filter((op) => op.pathParams.length > 0);
  for (const op of withPathIds) {
    it(`${op.key}: A cannot read or change B's`, async () => {
      const scenario = PATH_SCENARIOS[op.key];
      if (!scenario) throw new Error(`${op.key} takes an id: add its IDOR scenario to PATH_SCENARIOS`);
      await scenario();
    });
  }

  it('has a scenario for every id field of a member request, or knows it names a shared catalogue row', () => {
    const unclassified = memberOps.flatMap((op) => {
      const fields = [...Object.keys(op.body?.schema.properties ?? {}), ...op.query.map((q) => q.name)];
      return fields
        .filter((f) => ID_FIELD.test(f) && !CATALOGUE_IDS.has(f) && !(f in OWNED_BODY_IDS))
        .map((f) => `${op.key} ${f}`);
    });
    expect(unclassified).toEqual([]);
  });

  for (const [field, scenario] of Object.entries(OWNED_BODY_IDS)) {
    it(`${field}: A cannot write into B's`, scenario);
  }

  it("A cannot read B's uploaded images or deposit with B's slip", async () => {
    for (const url of [bSlip, bImage]) {
      expect((await call(a, 'GET', url)).statusCode).toBe(404);
      expect((await call(b, 'GET', url)).statusCode).toBe(200);
    }
    const deposit = await call(a, 'POST', '/api/mb/deposit-transaction', {
      deposit_amount: '500.00',
      slip_image_url: bSlip,
    });
    expect(deposit.statusCode).toBeGreaterThanOrEqual(400);
    expect(deposit.statusCode).toBeLessThan(500);
  });

  it("shows none of B's data in any member read of A, even when asked for B's id", async () => {
    const reads = memberOps.filter((op) => op.method === 'GET' && op.pathParams.length === 0);
    expect(reads.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const op of reads) {
      for (const query of ['', `?user_id=${b.userId}`, `?userId=${b.userId}&username=${b.username}`]) {
        const res = await call(a, 'GET', `${op.path}${query}`);
        expect(res.statusCode, `${op.key}${query}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const found = bMarkers.filter((m) => m && res.body.includes(m));
        if (found.length > 0) leaks.push(`${op.key}${query} shows ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    // B's own reads do show B's data, so the markers would have been seen had they leaked.
    expect((await call(b, 'GET', '/gapi/mb/message?tab=inbox')).body).toContain(marker);
    expect((await call(b, 'GET', '/api/mb/withdrawal-transaction')).body).toContain(marker);
  });
});
