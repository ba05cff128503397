import { errorReply, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import type { AuthenticatedUser } from '@casino/contracts';
import * as webPushApi from '@casino/contracts/web-push';
import type { PushSubscriptionBody } from '@casino/contracts/web-push';
import { PushSubscriptionBody as PushSubscriptionSchema } from '@casino/contracts/web-push';

// MSW handlers for Web Push, built from the contracts (component tests and stories alike).

/** A VAPID public key's shape: an uncompressed P-256 point, 65 bytes, URL-safe base64. */
export const TEST_VAPID_PUBLIC_KEY = `BP${'A'.repeat(85)}`;

/** The Web Push side of the server in memory. */
export interface PushStore {
  publicKey: string;
  /** The subscriptions sent, each with the member who sent it. */
  subscriptions: (PushSubscriptionBody & { id: number; userId: number })[];
  /** The public key cannot be had (the API is down): a 503. */
  keyUnavailable: boolean;
  /** Every call made, by service and verb, in order. */
  calls: string[];
}

export function createPushStore(overrides: Partial<PushStore> = {}): PushStore {
  return {
    publicKey: TEST_VAPID_PUBLIC_KEY,
    subscriptions: [],
    keyUnavailable: false,
    calls: [],
    ...overrides,
  };
}

/**
 * The public key and the member's subscribe; `session.member` is who is logged in (the engagement store
 * has one), read at each call so a test can log in on the way.
 */
export function pushHandlers(store: PushStore, session: { member: AuthenticatedUser | null }) {
  return [
    mockEndpoint(webPushApi.pushPublicKeyFind, () => {
      store.calls.push('push-public-key find');
      if (store.keyUnavailable) {
        return errorReply({ code: 503, reason: 'INTERNAL', message: 'Service unavailable' });
      }
      return { public_key: store.publicKey };
    }),
    mockEndpoint(webPushApi.pushSubscriptionCreate, ({ body }) => {
      store.calls.push('push-subscription create');
      const member = session.member;
      if (!member) return notAuthenticated();
      const subscription = PushSubscriptionSchema.parse(body);
      const known = store.subscriptions.find((stored) => stored.endpoint === subscription.endpoint);
      const id = known?.id ?? store.subscriptions.length + 1;
      store.subscriptions = [
        ...store.subscriptions.filter((stored) => stored.id !== id),
        { ...subscription, id, userId: member.id },
      ];
      const now = new Date().toISOString();
      return { id, endpoint: subscription.endpoint, created_at: now, updated_at: now };
    }),
  ];
}
