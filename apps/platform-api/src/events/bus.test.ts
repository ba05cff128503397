import type { WsMessage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { EventBus } from './bus';
import { createMemoryBus, createRedisBus } from './bus';

const deposit: WsMessage = {
  topic_name: 'DEPOSIT',
  data: { success: true, amount: '500.00', reference: 'D-1', deposit_id: 1, payment_type_code: 'BANK' },
};

const recentWin: WsMessage = {
  topic_name: 'RECENT_WIN',
  data: {
    id: 'w-1',
    game_list_id: 1,
    game_name: 'Jade Fortune',
    image_url: null,
    provider_name: 'Jade Studio',
    masked_username: 'ab***9',
    amount: '1250.00',
    currency: { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: true },
    multiplier: '12.50',
    won_at: '2026-11-27T10:00:00.000Z',
  },
};

/** Resolves with the first message a member receives, or rejects after a while. */
function nextMessage(
  bus: EventBus,
  userId: number,
): Promise<{ message: Promise<WsMessage>; off: () => Promise<void> }> {
  let resolve: (m: WsMessage) => void = () => undefined;
  const message = new Promise<WsMessage>((r) => (resolve = r));
  return bus.subscribe(userId, (m) => resolve(m)).then((off) => ({ message, off }));
}

describe('in-process event bus', () => {
  it('delivers a member event only to that member', async () => {
    const bus = createMemoryBus();
    const seen: Array<[number, WsMessage]> = [];
    await bus.subscribe(1, (m) => seen.push([1, m]));
    await bus.subscribe(2, (m) => seen.push([2, m]));
    await bus.publish(1, deposit);
    expect(seen).toEqual([[1, deposit]]);
    await bus.close();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createMemoryBus();
    const seen: WsMessage[] = [];
    const off = await bus.subscribe(7, (m) => seen.push(m));
    expect(bus.listenerCount(7)).toBe(1);
    await off();
    expect(bus.listenerCount(7)).toBe(0);
    await bus.publish(7, deposit);
    expect(seen).toEqual([]);
  });

  it('delivers a broadcast to every broadcast subscriber, and none to member listeners', async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    await bus.subscribe(1, () => seen.push('member 1'));
    const offA = await bus.subscribeBroadcast((m) => seen.push(`a ${m.topic_name}`));
    await bus.subscribeBroadcast((m) => seen.push(`b ${m.topic_name}`));
    await bus.broadcast(recentWin);
    await offA();
    await bus.broadcast(recentWin);
    expect(seen).toEqual(['a RECENT_WIN', 'b RECENT_WIN', 'b RECENT_WIN']);
    await expect(
      bus.broadcast({ topic_name: 'RECENT_WIN', data: {} } as unknown as WsMessage),
    ).rejects.toThrow();
    await bus.close();
  });

  it('refuses a message outside the contract', async () => {
    const bus = createMemoryBus();
    const bad = { topic_name: 'NOPE', data: {} } as unknown as WsMessage;
    await expect(bus.publish(1, bad)).rejects.toThrow();
    const noAmount = { topic_name: 'DEPOSIT', data: { success: true } } as unknown as WsMessage;
    await expect(bus.publish(1, noAmount)).rejects.toThrow();
  });
});

const redisUrl = process.env['REDIS_URL'];

// Registered only with a Redis to talk to (REDIS_URL), like the PostgreSQL project with DATABASE_URL.
if (redisUrl) {
  describe('Redis event bus', () => {
    it('carries an event from one instance to a subscriber on another', async () => {
      const url = redisUrl;
      const a = createRedisBus(url, 'site-a');
      const b = createRedisBus(url, 'site-a');
      const userId = 100_000 + Math.floor(Math.random() * 1e6);
      const { message, off } = await nextMessage(b, userId);
      await a.publish(userId, deposit);
      await expect(message).resolves.toEqual(deposit);
      await off();
      await a.close();
      await b.close();
    });

    it('carries a broadcast from one instance to the broadcast subscribers of another', async () => {
      const a = createRedisBus(redisUrl, 'site-a');
      const b = createRedisBus(redisUrl, 'site-a');
      let resolve: (m: WsMessage) => void = () => undefined;
      const received = new Promise<WsMessage>((r) => (resolve = r));
      const off = await b.subscribeBroadcast((m) => resolve(m));
      await a.broadcast(recentWin);
      await expect(received).resolves.toEqual(recentWin);
      await off();
      await a.close();
      await b.close();
    });

    it("keeps each site's events to itself when brands share one Redis", async () => {
      const siteA = createRedisBus(redisUrl, 'site-a');
      const siteB = createRedisBus(redisUrl, 'site-b');
      const userId = 100_000 + Math.floor(Math.random() * 1e6);
      const heardByB: WsMessage[] = [];
      const offMember = await siteB.subscribe(userId, (m) => heardByB.push(m));
      const offBroadcast = await siteB.subscribeBroadcast((m) => heardByB.push(m));
      const { message, off } = await nextMessage(siteA, userId);
      await siteA.publish(userId, deposit);
      await siteA.broadcast(recentWin);
      // Site A's own subscriber got it, so site B has had the same time to hear it.
      await expect(message).resolves.toEqual(deposit);
      await new Promise((r) => setTimeout(r, 50));
      expect(heardByB).toEqual([]);
      await Promise.all([off(), offMember(), offBroadcast()]);
      await siteA.close();
      await siteB.close();
    });
  });
}
