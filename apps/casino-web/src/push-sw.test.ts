import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// The service worker as served (public/push-sw.js), run against a stand-in for its global scope.
const SOURCE = readFileSync(fileURLToPath(import.meta.resolve('../public/push-sw.js')), 'utf8');
const ORIGIN = 'https://casino.example';

interface Notice {
  title: string;
  options: { body: string; icon?: string; data: { url: string } };
}

function startWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Notice[] = [];
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(() => Promise.resolve()),
    registration: {
      showNotification: vi.fn((title: string, options: Notice['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      }),
    },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  runInNewContext(SOURCE, { self, URL });

  /** Dispatches an extendable event; resolves when what it waits for has settled. */
  async function dispatch(type: string, event: object) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  const push = (payload: unknown) =>
    dispatch('push', {
      data:
        payload === null
          ? null
          : {
              json: () => JSON.parse(String(payload)) as unknown,
              text: () => String(payload),
            },
    });
  const click = (url: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { data: { url }, close } }).then(() => close);
  };
  return { self, shown, listeners, push, click };
}

describe('push-sw.js', () => {
  it('activates at once and shows a push as a notification: title, text, icon, the page to open', async () => {
    const worker = startWorker();
    worker.listeners.get('install')?.({});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.push(
      JSON.stringify({ title: 'Bonus', body: 'Your ฿100 is here', url: '/en/promotions', icon: '/icon.png' }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Bonus',
        options: { body: 'Your ฿100 is here', icon: '/icon.png', data: { url: `${ORIGIN}/en/promotions` } },
      },
    ]);
  });

  it('opens only pages of the site, shows only site or https icons, and copes with odd payloads', async () => {
    const worker = startWorker();
    await worker.push(
      JSON.stringify({ title: 'X', body: 'Y', url: 'https://evil.example/', icon: 'http://a/b.png' }),
    );
    await worker.push('plain words');
    await worker.push(null);
    expect(worker.shown).toEqual([
      { title: 'X', options: { body: 'Y', data: { url: `${ORIGIN}/` } } },
      { title: 'casino.example', options: { body: 'plain words', data: { url: `${ORIGIN}/` } } },
      { title: 'casino.example', options: { body: '', data: { url: `${ORIGIN}/` } } },
    ]);
  });

  it("a click closes the notification and focuses the page's open window, else opens it", async () => {
    const focus = vi.fn(() => Promise.resolve());
    const worker = startWorker([{ url: `${ORIGIN}/en/promotions`, focus }]);
    const closed = await worker.click(`${ORIGIN}/en/promotions`);
    expect(closed).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();

    await worker.click(`${ORIGIN}/en/games`);
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/en/games`);
    await worker.click('javascript:alert(1)');
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
  });
});
