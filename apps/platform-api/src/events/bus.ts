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
  /** How many listeners this instance holds for the member (open sockets, tests). */
  listenerCount(userId: number): number;
  close(): Promise<void>;
}

const channelOf = (userId: number) => `member-events:${userId}`;

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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub, so several API instances share events: one publishing connection and one
 * subscriber connection per bus; a member channel is subscribed while it has a local listener.
 */
export function createRedisBus(url: string): EventBus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = createMemoryBus();
  const counts = new Map<string, number>();
  let closed = false;

  sub.on('message', (channel: string, raw: string) => {
    const userId = Number(channel.slice('member-events:'.length));
    const parsed = WsMessage.safeParse(JSON.parse(raw));
    if (parsed.success && Number.isInteger(userId)) void local.publish(userId, parsed.data);
  });

  return {
    async publish(userId, message) {
      const parsed = WsMessage.parse(message);
      await pub.publish(channelOf(userId), JSON.stringify(parsed));
    },
    async subscribe(userId, listener) {
      const channel = channelOf(userId);
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
    async close() {
      closed = true;
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export function createEventBus(redisUrl: string | undefined): EventBus {
  return redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
}
