import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@casino/api-client';
import { buildCompleteMember } from '@casino/api-client/testing';
import { createEngagementStore } from '../testing/handlers';
import { engagementHandlers } from '../testing/handlers';
import { createPushStore, pushHandlers, TEST_VAPID_PUBLIC_KEY } from '../testing/push-handlers';
import { renderAt, setupMswServer } from '../testing/render';
import {
  applicationServerKeyOf,
  PUSH_SERVICE_WORKER_URL,
  syncWebPush,
  useWebPushSubscription,
} from './subscribe';

const server = setupMswServer();

// A browser's subscription keys: an uncompressed P-256 point and a 16-byte secret, URL-safe base64.
const P256DH = `B${'E'.repeat(86)}`;
const AUTH = 'a'.repeat(22);
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function fakeSubscription(endpoint: string, key: BufferSource | string | null | undefined) {
  return {
    endpoint,
    options: { applicationServerKey: key instanceof Uint8Array ? key.buffer : null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

interface BrowserOptions {
  permission?: NotificationPermission;
  userAgent?: string;
  /** The subscription the browser already has. */
  existing?: FakeSubscription | null;
  /** The browser's push service cannot be reached (Chromium offline): subscribe rejects. */
  pushServiceDown?: boolean;
}

/** Stubs the window's Notification, PushManager and navigator.serviceWorker as a browser has them. */
function stubBrowser({
  permission = 'granted',
  userAgent = CHROME,
  existing = null,
  pushServiceDown = false,
}: BrowserOptions = {}) {
  let count = 0;
  // Like a browser, it keeps the subscription it made (until it is dropped).
  let current = existing;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: PushSubscriptionOptionsInit) => {
      if (pushServiceDown) {
        return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
      }
      count += 1;
      current = fakeSubscription(`https://push.example.com/send/${count}`, options.applicationServerKey);
      return Promise.resolve(current);
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission });
  return { serviceWorker, pushManager };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function setup(member = buildCompleteMember({ id: 11 }) as ReturnType<typeof buildCompleteMember> | null) {
  const session = createEngagementStore({ member });
  const push = createPushStore();
  server.use(...engagementHandlers(session), ...pushHandlers(push, session));
  return { session, push, client: createApiClient() };
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('syncWebPush', () => {
  it("registers the worker, subscribes with the server's key and sends the subscription for the member", async () => {
    const { push, client } = setup();
    const browser = stubBrowser();
    expect(await syncWebPush(client, 11)).toBe('sent');

    expect(browser.serviceWorker.register).toHaveBeenCalledWith(PUSH_SERVICE_WORKER_URL);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY));
    expect(push.subscriptions).toEqual([
      {
        id: 1,
        userId: 11,
        endpoint: 'https://push.example.com/send/1',
        expirationTime: null,
        keys: { p256dh: P256DH, auth: AUTH },
      },
    ]);
  });

  it('turns the URL-safe base64 key into its 65 bytes', () => {
    const bytes = applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect([...applicationServerKeyOf('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('keeps a subscription made with the same key; drops one made with another key and subscribes anew', async () => {
    const { client } = setup();
    const same = fakeSubscription(
      'https://push.example.com/send/kept',
      applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY),
    );
    const kept = stubBrowser({ existing: same });
    expect(await syncWebPush(client, 11)).toBe('sent');
    expect(kept.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.unsubscribe).not.toHaveBeenCalled();

    const old = fakeSubscription(
      'https://push.example.com/send/old',
      applicationServerKeyOf(`BQ${'B'.repeat(85)}`),
    );
    const replaced = stubBrowser({ existing: old });
    expect(await syncWebPush(client, 11)).toBe('sent');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(replaced.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('sends the same browser once a day for a member, and again for another member', async () => {
    const { push, client, session } = setup();
    stubBrowser({
      existing: fakeSubscription(
        'https://push.example.com/send/same',
        applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY),
      ),
    });
    expect(await syncWebPush(client, 11)).toBe('sent');
    expect(await syncWebPush(client, 11)).toBe('already-sent');
    expect(push.calls.filter((call) => call === 'push-subscription create')).toHaveLength(1);

    session.member = buildCompleteMember({ id: 12 });
    expect(await syncWebPush(client, 12)).toBe('sent');
    expect(push.subscriptions.map((stored) => stored.userId)).toEqual([12]);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 25 * 60 * 60 * 1000);
    expect(await syncWebPush(client, 12)).toBe('sent');
  });

  it("subscribes a visitor's browser without sending it", async () => {
    const { push, client } = setup(null);
    const browser = stubBrowser();
    expect(await syncWebPush(client, null)).toBe('subscribed');
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(push.calls).toEqual(['push-public-key find']);
  });

  it("fails quietly with a warning when the browser's push service cannot be reached, or the API", async () => {
    const { push, client } = setup();
    const warn = warnings();
    stubBrowser({ pushServiceDown: true });
    expect(await syncWebPush(client, 11)).toBe('failed');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^web push: this browser is not subscribed/),
      expect.objectContaining({ name: 'AbortError' }),
    );
    expect(push.subscriptions).toEqual([]);

    push.keyUnavailable = true;
    const browser = stubBrowser();
    expect(await syncWebPush(client, 11)).toBe('failed');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['notifications not allowed', { permission: 'default' }],
    ['notifications denied', { permission: 'denied' }],
    ['the LINE in-app browser', { userAgent: `${CHROME} Line/14.19.1` }],
  ] as const)('does nothing for %s', async (_case, options) => {
    const { push, client } = setup();
    const browser = stubBrowser(options);
    expect(await syncWebPush(client, 11)).toBe('skipped');
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(push.calls).toEqual([]);
  });

  it('does nothing where push is unsupported', async () => {
    const { push, client } = setup();
    expect(await syncWebPush(client, 11)).toBe('skipped');
    expect(push.calls).toEqual([]);
  });
});

function Harness() {
  const onPermissionGranted = useWebPushSubscription();
  return (
    <button type="button" onClick={onPermissionGranted}>
      Allow
    </button>
  );
}

describe('useWebPushSubscription', () => {
  it('a visitor who allows is subscribed; the subscription is sent once they log in', async () => {
    const { session, push } = setup(null);
    const browser = stubBrowser({ permission: 'default' });
    const view = renderAt(<Harness />, '/en');
    await screen.findByRole('button', { name: 'Allow' });
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();

    // The browser's prompt was answered "Allow": PushPrompt calls the handler.
    vi.stubGlobal('Notification', { permission: 'granted' });
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1));
    expect(push.calls).not.toContain('push-subscription create');

    session.member = buildCompleteMember({ id: 21 });
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(push.subscriptions.map((stored) => stored.userId)).toEqual([21]));
  });

  it('sends the subscription of a browser that already allows notifications when a member is here', async () => {
    const { push } = setup(buildCompleteMember({ id: 31 }));
    const browser = stubBrowser();
    renderAt(<Harness />, '/en');
    await waitFor(() => expect(push.subscriptions.map((stored) => stored.userId)).toEqual([31]));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('a member who allows is subscribed and sent at once', async () => {
    const { push } = setup(buildCompleteMember({ id: 41 }));
    stubBrowser({ permission: 'default' });
    renderAt(<Harness />, '/en');
    await screen.findByRole('button', { name: 'Allow' });
    vi.stubGlobal('Notification', { permission: 'granted' });
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(push.subscriptions.map((stored) => stored.userId)).toEqual([41]));
    expect(push.calls.filter((call) => call === 'push-subscription create')).toHaveLength(1);
  });
});
