import type { PushEnvironment, PushPermission } from './decide';

/** The local flag: this browser put the fake allow prompt off ("Later"). */
const DISMISSED_KEY = 'casino.fake-allow-dismissed';

export function fakePromptDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberFakePromptDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Nothing to keep it in: the prompt may show again on the next visit.
  }
}

/** This window's push support, permission and local flag. */
export function readPushEnvironment(win: Window & typeof globalThis = window): PushEnvironment {
  const supported = 'Notification' in win && 'serviceWorker' in win.navigator && 'PushManager' in win;
  return {
    supported,
    userAgent: win.navigator.userAgent,
    permission: supported ? (win.Notification.permission as PushPermission) : 'default',
    dismissed: fakePromptDismissed(),
  };
}

/**
 * The browser's own permission prompt. Older Safari answers through a callback and returns nothing,
 * newer browsers return a promise; either way this settles with the answer.
 */
export function requestBrowserPermission(): Promise<PushPermission> {
  return new Promise((resolve) => {
    const answer = (permission: NotificationPermission) => resolve(permission as PushPermission);
    const returned = Notification.requestPermission(answer) as Promise<NotificationPermission> | undefined;
    returned?.then(answer, () => resolve('default'));
  });
}
