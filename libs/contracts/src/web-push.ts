// Web Push (spec 4's push prompt, once the browser allows notifications): the server's VAPID public key,
// a member's push subscriptions, and staff's test push. Its own entry point (`@casino/contracts/web-push`),
// loaded with the engagement layer's lazy chunk, never in the site's first load.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { PopupImageUrl } from './engagement';
import { noQuery } from './query';

/** Hosts a browser may reach over plain http for a push endpoint: this machine only (tests, the demo). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the browser's push service takes messages for one subscription: an https URL, or http on this
 * machine (a local stand-in for the push service; the server refuses it without its dev tools).
 */
export const PushEndpoint = z
  .string()
  .trim()
  .max(1024)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  }, 'Must be an https:// address');

/**
 * URL-safe base64 of exactly `bytes` bytes, as PushSubscription.toJSON() writes keys (padding, which some
 * browsers add, is taken off).
 */
function base64UrlOf(bytes: number, message: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), message));
}

/** The browser's P-256 public key, uncompressed (65 bytes starting 0x04, so its base64 starts with B). */
export const PushP256dh = base64UrlOf(65, 'Must be a P-256 public key (65 bytes, URL-safe base64)').refine(
  (value) => value.startsWith('B'),
  'Must be an uncompressed P-256 public key',
);
/** The subscription's authentication secret (16 bytes). */
export const PushAuth = base64UrlOf(16, 'Must be a 16-byte secret (URL-safe base64)');

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: PushEndpoint,
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.strictObject({ p256dh: PushP256dh, auth: PushAuth }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/** A stored subscription as its member sees it (the keys stay on the server). */
export const PushSubscriptionRecord = z.object({
  id: z.number().int().positive(),
  endpoint: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type PushSubscriptionRecord = z.infer<typeof PushSubscriptionRecord>;

export const PushPublicKey = z.object({
  /** The VAPID public key (65 bytes, URL-safe base64): `applicationServerKey` of `pushManager.subscribe`. */
  public_key: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** What a push shows (the service worker's notification): title, text, the site page a click opens. */
export const PushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on the site, opened (or focused) on a click. */
  url: z.string(),
  icon: z.string().optional(),
});
export type PushMessage = z.infer<typeof PushMessage>;

export const pushPublicKeyFind = defineEndpoint({
  service: 'push-public-key',
  scope: 'pb',
  method: 'find',
  summary: "The server's VAPID public key, for the browser's pushManager.subscribe.",
  query: noQuery,
  response: PushPublicKey,
});

export const pushSubscriptionCreate = defineEndpoint({
  service: 'push-subscription',
  scope: 'mb',
  method: 'create',
  summary:
    "Subscribe this browser for the member's pushes (by endpoint: a browser already known is updated and " +
    'belongs to the member who sent it last).',
  body: PushSubscriptionBody,
  response: PushSubscriptionRecord,
});

export const pushSubscriptionRemove = defineEndpoint({
  service: 'push-subscription',
  scope: 'mb',
  method: 'remove',
  summary: "Unsubscribe one of the member's own subscriptions (path id = its id).",
  response: z.object({ id: z.number().int().positive() }),
});

export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 500;

const reason = z.string().trim().min(1).max(500).optional();

/** A path on the site (no other origin: a push only opens the site's own pages). */
export const SitePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/, 'Must be a path on the site, starting with /');

export const AdminPushTestBody = z.strictObject({
  username: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(PUSH_TITLE_MAX),
  body: z.string().trim().min(1).max(PUSH_BODY_MAX),
  url: SitePath.default('/'),
  icon: PopupImageUrl.optional(),
  reason,
});
export type AdminPushTestBody = z.input<typeof AdminPushTestBody>;

/** One subscription a test push did not reach, and why. */
export const PushFailure = z.object({
  subscription_id: z.number().int().positive(),
  /** The push service's HTTP status, or null when it could not be reached. */
  status: z.number().int().nullable(),
  error: z.string(),
  /** The push service said the subscription is gone (404/410): it was removed. */
  removed: z.boolean(),
});

export const AdminPushTestResult = z.object({
  user_id: z.number().int().positive(),
  username: z.string(),
  /** The member's subscriptions before sending. */
  subscriptions: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** Subscriptions the push service reported gone, deleted (counted in `failed` too). */
  removed: z.number().int().nonnegative(),
  failures: z.array(PushFailure),
});
export type AdminPushTestResult = z.infer<typeof AdminPushTestResult>;

export const AdminPushKey = PushPublicKey.extend({
  /** The VAPID contact the push services see (`mailto:` MAIL_FROM's address). */
  subject: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminPushKey = z.infer<typeof AdminPushKey>;

export const adminPushKey = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/push/key',
  response: AdminPushKey,
  summary: "The VAPID public key (generated on the API's first start) and the contact subject.",
});

export const adminPushTest = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/push/test',
  body: AdminPushTestBody,
  response: AdminPushTestResult,
  summary:
    'A test push to every subscription of one member (by username): how many were sent, failed and ' +
    'removed as gone; audited.',
});
