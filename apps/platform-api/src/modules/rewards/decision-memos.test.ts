import type { Paginated } from '@casino/contracts';
import type { MemoItem } from '@casino/contracts/memo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { redeemedHoodie } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

const decide = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/admin/redemptions/${id}`, headers: staffAuth, payload });

const inboxOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/gapi/mb/message?tab=inbox', headers })).json<Paginated<MemoItem>>().data;

/** The websocket topics the member's pages receive while `run` runs. */
async function topicsDuring(app: FastifyInstance, userId: number, run: () => Promise<void>) {
  const seen: string[] = [];
  const off = await app.events.subscribe(userId, (message) => seen.push(message.topic_name));
  try {
    await run();
  } finally {
    await off();
  }
  return seen;
}

describe("memos of staff's decisions on special rewards", () => {
  it('approved, then shipped with the tracking number: one memo each, even when staff click twice', async () => {
    const { m, id } = await redeemedHoodie(t.app, t.db);
    expect(await inboxOf(m.headers)).toEqual([]);

    const topics = await topicsDuring(t.app, m.userId, async () => {
      const twice = await Promise.all([1, 2].map(() => decide(id, { status: 'approved' })));
      expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    });
    expect(topics).toEqual(['PERSONAL_MESSAGE']);

    expect((await decide(id, { status: 'shipped', tracking_number: 'TH123456789' })).statusCode).toBe(200);
    expect((await decide(id, { status: 'shipped', tracking_number: 'TH000000000' })).statusCode).toBe(409);

    const inbox = await inboxOf(m.headers);
    expect(inbox.map((memo) => [memo.message_type, memo.template])).toEqual([
      ['Redeem', 'reward_shipped'],
      ['Redeem', 'reward_approved'],
    ]);
    expect(inbox[0]).toMatchObject({
      title_name: 'Reward shipped',
      message_description: 'Your reward "Branded hoodie" is on its way. Tracking number: TH123456789',
      params: { name: 'Branded hoodie', reference: 'TH123456789' },
      allow_reply: false,
      is_read: false,
    });
    expect(inbox[1]).toMatchObject({ title_name: 'Reward approved', params: { name: 'Branded hoodie' } });
  });

  it('shipped straight from pending: only the shipped memo', async () => {
    const { m, id } = await redeemedHoodie(t.app, t.db);
    expect((await decide(id, { status: 'shipped', tracking_number: 'EMS-42' })).statusCode).toBe(200);
    expect((await inboxOf(m.headers)).map((memo) => memo.template)).toEqual(['reward_shipped']);
  });

  it('rejected: one memo saying the points came back, with POINT and PERSONAL_MESSAGE', async () => {
    const { m, id } = await redeemedHoodie(t.app, t.db);
    const topics = await topicsDuring(t.app, m.userId, async () => {
      const twice = await Promise.all(
        [1, 2].map(() => decide(id, { status: 'rejected', note: 'Out of delivery area' })),
      );
      expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    });
    expect(topics).toEqual(['POINT', 'PERSONAL_MESSAGE']);
    const inbox = await inboxOf(m.headers);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      message_type: 'Redeem',
      template: 'reward_rejected',
      title_name: 'Reward rejected',
      // Staff's note is for staff: the member's memo does not carry it.
      params: { name: 'Branded hoodie', amount: '9900.00' },
      message_description:
        'Your redemption of "Branded hoodie" was rejected and its 9900.00 points have been returned to you.',
    });
  });

  it('a refused decision writes no memo', async () => {
    const { m, id } = await redeemedHoodie(t.app, t.db);
    expect((await decide(id, { status: 'shipped' })).statusCode).toBe(400);
    expect(await inboxOf(m.headers)).toEqual([]);
  });
});
