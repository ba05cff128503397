import { useCallback, useEffect, useRef } from 'react';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import * as webPushApi from '@casino/contracts/web-push';
import { PushSubscriptionBody } from '@casino/contracts/web-push';
import { isLineInAppBrowser } from './decide';
import { withTimeout } from '../with-timeout';
import { readPushEnvironment } from './browser';

/** The site's push service worker (casino-web's public/push-sw.js), at the root so its scope is the site. */
export const PUSH_SERVICE_WORKER_URL = '/push-sw.js';

/** What this browser last sent, for whom and when: the same subscription is sent again after a day. */
const SENT_KEY = 'casino.push-subscription-sent';
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** A worker that never activates (a broken script, a blocked registration) gives up here. */
const WORKER_READY_TIMEOUT_MS = 10_000;

export type WebPushResult =
  /** The member's browser is subscribed and the server has it. */
  | 'sent'
  /** The server already had it from this browser for this member today. */
  | 'already-sent'
  /** A visitor's browser is subscribed; the server gets it once a member logs in. */
  | 'subscribed'
  /** No push here: unsupported, inside LINE, or notifications not allowed. */
  | 'skipped'
  /** Something on the way failed (the push service unreachable, the API): logged as a warning. */
  | 'failed';

/** URL-safe base64 (the VAPID public key) as the bytes `applicationServerKey` takes. */
export function applicationServerKeyOf(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

function readSent(): { userId: number; endpoint: string; at: number } | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SENT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, endpoint, at } = value as Record<string, unknown>;
    return typeof userId === 'number' && typeof endpoint === 'string' && typeof at === 'number'
      ? { userId, endpoint, at }
      : null;
  } catch {
    return null;
  }
}

function rememberSent(userId: number, endpoint: string): void {
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify({ userId, endpoint, at: Date.now() }));
  } catch {
    // Nothing to keep it in: the subscription is sent again on the next visit, which the server takes.
  }
}

/** Whether this browser may be subscribed now: push supported, not the LINE browser, notifications allowed. */
export function canSubscribeForPush(): boolean {
  const browser = readPushEnvironment();
  return browser.supported && !isLineInAppBrowser(browser.userAgent) && browser.permission === 'granted';
}

/**
 * This browser's push subscription for the server's VAPID key: registers the service worker, reuses the
 * subscription it has when it was made with the same key (one made with an older key is dropped), else
 * subscribes (`userVisibleOnly`: every push shows a notification). Rejects when the browser's push service
 * cannot be reached, as Chromium's subscribe does offline.
 */
export async function subscribeThisBrowser(client: ApiClient): Promise<PushSubscription> {
  const container = navigator.serviceWorker;
  await container.register(PUSH_SERVICE_WORKER_URL);
  const registration = await withTimeout(
    container.ready,
    WORKER_READY_TIMEOUT_MS,
    `the push service worker was not ready after ${WORKER_READY_TIMEOUT_MS} ms`,
  );
  const { public_key } = await client.find(webPushApi.pushPublicKeyFind, {}, { silent: true });
  const applicationServerKey = applicationServerKeyOf(public_key);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** The subscription as the API takes it (`toJSON()`, checked against the contract first). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  // A stand-in subscription (an e2e test's) may be the plain JSON shape.
  const json: PushSubscriptionJSON =
    typeof subscription.toJSON === 'function'
      ? subscription.toJSON()
      : (subscription as unknown as PushSubscriptionJSON);
  return PushSubscriptionBody.parse({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.['p256dh'], auth: json.keys?.['auth'] },
  });
}

/** The sync under way, which a second one for the same member joins. */
let running: { userId: number | null; promise: Promise<WebPushResult> } | null = null;

/**
 * Subscribes this browser for Web Push and, for a logged-in member (`userId`), sends the subscription to
 * the API: once a day at most for the same member and browser. A visitor's browser is subscribed only;
 * `useWebPushSubscription` sends it once a member logs in. Never throws: a failure (the browser's push
 * service unreachable, which is every offline test run, or the API) is a console warning.
 */
export function syncWebPush(client: ApiClient, userId: number | null): Promise<WebPushResult> {
  // One at a time per member: StrictMode's second effect, or a grant during a login, joins the first.
  if (running && running.userId === userId) return running.promise;
  const promise = syncOnce(client, userId).finally(() => {
    if (running?.promise === promise) running = null;
  });
  running = { userId, promise };
  return promise;
}

async function syncOnce(client: ApiClient, userId: number | null): Promise<WebPushResult> {
  if (!canSubscribeForPush()) return 'skipped';
  try {
    const subscription = await subscribeThisBrowser(client);
    if (userId === null) return 'subscribed';
    const body = subscriptionBody(subscription);
    const sent = readSent();
    if (
      sent &&
      sent.userId === userId &&
      sent.endpoint === body.endpoint &&
      Date.now() - sent.at < RESEND_AFTER_MS
    ) {
      return 'already-sent';
    }
    await client.create(webPushApi.pushSubscriptionCreate, body, { silent: true });
    rememberSent(userId, body.endpoint);
    return 'sent';
  } catch (error) {
    console.warn('web push: this browser is not subscribed for notifications; the site works without', error);
    return 'failed';
  }
}

/**
 * Web Push for the engagement layer. Returns the `onPermissionGranted` handler (subscribe this browser,
 * and send it when a member is logged in), and, while mounted, sends the subscription of a browser that
 * already allows notifications whenever a member is logged in: after a visitor allowed and then logged
 * in, or on a member's later visits (at most daily, so the server knows the browser is still in use).
 */
export function useWebPushSubscription(): () => void {
  const client = useApiClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const userIdRef = useRef(userId);
  useEffect(() => {
    userIdRef.current = userId;
  });

  useEffect(() => {
    if (userId === null || !canSubscribeForPush()) return;
    void syncWebPush(client, userId);
  }, [client, userId]);

  return useCallback(() => {
    void syncWebPush(client, userIdRef.current);
  }, [client]);
}
