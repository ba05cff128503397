import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { NotifyHandlers } from '../db/types';
import { ReadCache } from './read-cache';

function fakeDb() {
  const subscription: { handlers?: NotifyHandlers } = {};
  const db = {
    listen: vi.fn(async (_channel: string, handlers: NotifyHandlers) => {
      subscription.handlers = handlers;
      return async () => undefined;
    }),
  };
  return { db, subscription };
}

const log = pino({ level: 'silent' });

describe('ReadCache', () => {
  it('keeps an answer until a write is notified', async () => {
    const { db, subscription } = fakeDb();
    const cache = new ReadCache(db, log);
    await cache.start();
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    subscription.handlers?.onNotify('languages');
    expect(await cache.get('a', load)).toEqual({ n: 2 });
    await cache.close();
  });

  it('does not keep an answer read while a write came in', async () => {
    const { db, subscription } = fakeDb();
    const cache = new ReadCache(db, log);
    await cache.start();
    const load = vi.fn(async () => {
      if (load.mock.calls.length === 1) subscription.handlers?.onNotify('games');
      return load.mock.calls.length;
    });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    await cache.close();
  });

  it('reads through before listening and once the subscription is lost', async () => {
    const { db, subscription } = fakeDb();
    const cache = new ReadCache(db, log);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    await cache.start();
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(3);
    subscription.handlers?.onLost();
    expect(await cache.get('a', load)).toBe(4);
    expect(await cache.get('a', load)).toBe(5);
    await cache.close();
  });

  it('reads through when it cannot listen', async () => {
    const cache = new ReadCache({ listen: async () => Promise.reject(new Error('no connection')) }, log);
    await cache.start();
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    await cache.close();
  });
});
