/** How long the page has been open before the fake allow prompt shows (spec 4). */
export const FAKE_PROMPT_DELAY_MS = 4000;

export type PushPermission = 'default' | 'granted' | 'denied';

/** What the browser offers and has decided, as far as the push prompt cares. */
export interface PushEnvironment {
  /** Notifications, service workers and the Push API all exist here. */
  supported: boolean;
  userAgent: string;
  /** `Notification.permission` ('default' where unsupported). */
  permission: PushPermission;
  /** This browser answered the fake prompt "Later" (the local flag): the allowance is not fetched. */
  dismissed: boolean;
}

export type NoPromptReason = 'unsupported' | 'line' | 'granted' | 'denied' | 'dismissed';

export type PushDecision =
  | { action: 'none'; reason: NoPromptReason }
  /** Ask the server for the trigger allowance, then decide again with it. */
  | { action: 'ask-server' }
  | { action: 'fake-prompt'; delayMs: number }
  | { action: 'request-permission' };

/** The LINE app's in-app browser, where push is skipped. */
export function isLineInAppBrowser(userAgent: string): boolean {
  return userAgent.includes('Line/');
}

/**
 * Spec 4's push prompt: none where push is unsupported, inside LINE, or once the browser's permission is
 * granted or denied; none either once the fake prompt was put off here. Otherwise the server's trigger
 * allowance decides: 1 shows the fake allow prompt after 4 s, 0 asks the browser at once. Without the
 * allowance yet, the answer is to ask the server.
 */
export function decidePushPrompt(environment: PushEnvironment, allowance?: 0 | 1): PushDecision {
  if (!environment.supported) return { action: 'none', reason: 'unsupported' };
  if (isLineInAppBrowser(environment.userAgent)) return { action: 'none', reason: 'line' };
  if (environment.permission === 'granted') return { action: 'none', reason: 'granted' };
  if (environment.permission === 'denied') return { action: 'none', reason: 'denied' };
  if (environment.dismissed) return { action: 'none', reason: 'dismissed' };
  if (allowance === undefined) return { action: 'ask-server' };
  return allowance === 1
    ? { action: 'fake-prompt', delayMs: FAKE_PROMPT_DELAY_MS }
    : { action: 'request-permission' };
}
