import { EventEmitter } from 'node:events';
import { WsMessage } from '@casino/contracts';
import { Redis } from 'ioredis';

export type Listener = (message: WsMessage) => void;

/** Per-member events: `publish` delivers to every subscriber of that member, in any instance sharing the bus. */
export interface EventBus {
  /** Validates the message against the contract, then delivers it. */
  publish(userId: number, message: WsMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: number, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Site-wide events (a notable win): validated, then delivered to every broadcast subscriber of every
   * instance sharing the bus. They must carry nothing private.
   */
  broadcast(message: WsMessage): Promise<void>;
  /** Every broadcast from now on; returns the unsubscribe function. */
  subscribeBroadcast(listener: Listener): Promise<() => Promise<void>>;
  /** How many listeners this instance holds for the member (open sockets, tests). */
  listenerCount(userId: number): number;
  close(): Promise<void>;
}

const MEMBER_CHANNEL_PREFIX = 'member-events:';
const channelOf = (userId: number) => `${MEMBER_CHANNEL_PREFIX}${userId}`;
const BROADCAST_CHANNEL = 'site-events';

/** One process: an EventEmitter keyed by member. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, message) {
      const parsed = WsMessage.parse(message);
      emitter.emit(channelOf(userId), parsed);
    },
    async subscribe(userId, listener) {
      emitter.on(channelOf(userId), listener);
      return async () => {
        emitter.off(channelOf(userId), listener);
      };
    },
    listenerCount(userId) {
      return emitter.listenerCount(channelOf(userId));
    },
    async broadcast(message) {
      emitter.emit(BROADCAST_CHANNEL, WsMessage.parse(message));
    },
    async subscribeBroadcast(listener) {
      emitter.on(BROADCAST_CHANNEL, listener);
      return async () => {
        emitter.off(BROADCAST_CHANNEL, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub, so several API instances share events: one publishing connection and one
 * subscriber connection per bus; a member channel is subscribed while it has a local listener.
 * Channels are scoped by `site`, so brands sharing one Redis never hear each other's members (ids
 * repeat across their databases) or notable wins.
 */
export function createRedisBus(url: string, site: string): EventBus {
  const memberPrefix = `${site}:${MEMBER_CHANNEL_PREFIX}`;
  const memberChannel = (userId: number) => `${memberPrefix}${userId}`;
  const broadcastChannel = `${site}:${BROADCAST_CHANNEL}`;
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = createMemoryBus();
  const counts = new Map<string, number>();
  let closed = false;

  // Every instance hears the site-wide channel for as long as the bus is open.
  const broadcastSubscribed = sub.subscribe(broadcastChannel).then(() => undefined);
  // Awaited by broadcast and subscribeBroadcast, which report a failure; not a crash before then.
  broadcastSubscribed.catch(() => undefined);
  sub.on('message', (channel: string, raw: string) => {
    if (channel === broadcastChannel) {
      const parsed = WsMessage.safeParse(JSON.parse(raw));
      if (parsed.success) void local.broadcast(parsed.data);
      return;
    }
    const userId = Number(channel.slice(memberPrefix.length));
    const parsed = WsMessage.safeParse(JSON.parse(raw));
    if (parsed.success && Number.isInteger(userId)) void local.publish(userId, parsed.data);
  });

  return {
    async publish(userId, message) {
      const parsed = WsMessage.parse(message);
      await pub.publish(memberChannel(userId), JSON.stringify(parsed));
    },
    async subscribe(userId, listener) {
      const channel = memberChannel(userId);
      const count = counts.get(channel) ?? 0;
      counts.set(channel, count + 1);
      if (count === 0) await sub.subscribe(channel);
      const off = await local.subscribe(userId, listener);
      return async () => {
        await off();
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) counts.set(channel, left);
        else {
          counts.delete(channel);
          // Sockets closing while the app shuts down may unsubscribe after the connection is gone.
          if (!closed) await sub.unsubscribe(channel);
        }
      };
    },
    listenerCount: (userId) => local.listenerCount(userId),
    async broadcast(message) {
      const parsed = WsMessage.parse(message);
      await broadcastSubscribed;
      await pub.publish(broadcastChannel, JSON.stringify(parsed));
    },
    async subscribeBroadcast(listener) {
      await broadcastSubscribed;
      return local.subscribeBroadcast(listener);
    },
    async close() {
      closed = true;
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export function createEventBus(redisUrl: string | undefined, site: string): EventBus {
  return redisUrl ? createRedisBus(redisUrl, site) : createMemoryBus();
}
