import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakePromptDismissed,
  readPushEnvironment,
  rememberFakePromptDismissed,
  requestBrowserPermission,
} from './browser';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A window with the push APIs, as a current browser has them. */
function pushCapableWindow(permission: NotificationPermission, userAgent = 'Mozilla/5.0 Chrome/131.0') {
  return {
    Notification: { permission },
    PushManager: class {},
    navigator: { userAgent, serviceWorker: {} },
  } as unknown as Window & typeof globalThis;
}

describe('the browser as the push prompt sees it', () => {
  it('finds jsdom (no Notification, no PushManager) unsupported', () => {
    expect(readPushEnvironment()).toMatchObject({
      supported: false,
      permission: 'default',
      dismissed: false,
    });
  });

  it('reads the permission, the user agent and the local flag', () => {
    rememberFakePromptDismissed();
    expect(fakePromptDismissed()).toBe(true);
    expect(readPushEnvironment(pushCapableWindow('denied', 'UA Line/14.0'))).toEqual({
      supported: true,
      userAgent: 'UA Line/14.0',
      permission: 'denied',
      dismissed: true,
    });
  });

  it('needs service workers too', () => {
    const win = pushCapableWindow('default');
    const noWorkers = { ...win, navigator: { userAgent: 'UA' } } as unknown as Window & typeof globalThis;
    expect(readPushEnvironment(noWorkers).supported).toBe(false);
  });

  it("settles with the browser's answer, from a promise or from the old callback", async () => {
    vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve('granted') });
    await expect(requestBrowserPermission()).resolves.toBe('granted');
    vi.stubGlobal('Notification', {
      requestPermission: (callback: (permission: string) => void) => {
        callback('denied');
        return undefined;
      },
    });
    await expect(requestBrowserPermission()).resolves.toBe('denied');
  });
});
