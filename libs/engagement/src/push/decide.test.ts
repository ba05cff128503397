import { describe, expect, it } from 'vitest';
import type { PushEnvironment } from './decide';
import { decidePushPrompt, FAKE_PROMPT_DELAY_MS, isLineInAppBrowser } from './decide';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LINE = `${CHROME} Line/14.19.1/IAB`;
const browser = (overrides: Partial<PushEnvironment> = {}): PushEnvironment => ({
  supported: true,
  userAgent: CHROME,
  permission: 'default',
  dismissed: false,
  ...overrides,
});

describe('decidePushPrompt', () => {
  it('shows nothing where notifications, service workers or the Push API are missing', () => {
    expect(decidePushPrompt(browser({ supported: false }))).toEqual({
      action: 'none',
      reason: 'unsupported',
    });
    expect(decidePushPrompt(browser({ supported: false }), 1)).toEqual({
      action: 'none',
      reason: 'unsupported',
    });
  });

  it('skips push inside the LINE in-app browser', () => {
    expect(isLineInAppBrowser(LINE)).toBe(true);
    expect(isLineInAppBrowser(CHROME)).toBe(false);
    expect(decidePushPrompt(browser({ userAgent: LINE }))).toEqual({ action: 'none', reason: 'line' });
    expect(decidePushPrompt(browser({ userAgent: LINE }), 0)).toEqual({ action: 'none', reason: 'line' });
  });

  it('shows nothing once the browser permission is granted or denied', () => {
    expect(decidePushPrompt(browser({ permission: 'granted' }), 1)).toEqual({
      action: 'none',
      reason: 'granted',
    });
    expect(decidePushPrompt(browser({ permission: 'denied' }), 0)).toEqual({
      action: 'none',
      reason: 'denied',
    });
  });

  it('does not ask the server once the fake prompt was put off here (the local flag)', () => {
    expect(decidePushPrompt(browser({ dismissed: true }))).toEqual({ action: 'none', reason: 'dismissed' });
  });

  it('asks the server first, then shows the fake prompt after 4 s (1) or asks the browser at once (0)', () => {
    expect(decidePushPrompt(browser())).toEqual({ action: 'ask-server' });
    expect(decidePushPrompt(browser(), 1)).toEqual({ action: 'fake-prompt', delayMs: 4000 });
    expect(FAKE_PROMPT_DELAY_MS).toBe(4000);
    expect(decidePushPrompt(browser(), 0)).toEqual({ action: 'request-permission' });
  });
});
