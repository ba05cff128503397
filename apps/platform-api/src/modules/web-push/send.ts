import type { PushMessage } from '@casino/contracts/web-push';
import webpush from 'web-push';
import type { Queryable } from '../../db/types';
import { endpointVerdict } from './endpoint-policy';
import type { StoredSubscription } from './subscriptions';
import { markFailed, markSent, removeGone } from './subscriptions';

export interface PushSender {
  publicKey: string;
  privateKey: string;
  /** The VAPID contact (`mailto:` or https URL). */
  subject: string;
  /** Whether http endpoints on this machine and any https host may be reached (see endpointVerdict). */
  devTools: boolean;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
  /** How long the push service keeps a message for a browser that is offline. */
  ttlSeconds?: number;
}

export type SendOutcome =
  | { subscriptionId: number; ok: true; status: number }
  | { subscriptionId: number; ok: false; status: number | null; error: string; removed: boolean };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * One push to one subscription. The web-push library signs the request (VAPID, RFC 8292) and encrypts the
 * payload to the browser's keys (aes128gcm, RFC 8291); the request itself goes out through fetch rather
 * than the library's https-only sender, so a stand-in push service on this machine can take it over
 * plain http in tests, with a timeout and without following redirects. A 404 or 410 means the browser
 * dropped the subscription: its row is removed. Any other failure is kept on the row as its last error.
 */
export async function sendPush(
  db: Queryable,
  sender: PushSender,
  subscription: StoredSubscription,
  message: PushMessage,
): Promise<SendOutcome> {
  const subscriptionId = subscription.id;
  const fail = async (status: number | null, error: string, removed = false): Promise<SendOutcome> => {
    if (removed) await removeGone(db, subscriptionId);
    else await markFailed(db, subscriptionId, error);
    return { subscriptionId, ok: false, status, error, removed };
  };
  const verdict = endpointVerdict(subscription.endpoint, sender.devTools);
  if (!verdict.allowed) return fail(null, `endpoint refused: ${verdict.why}`);

  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: sender.subject,
          publicKey: sender.publicKey,
          privateKey: sender.privateKey,
        },
        TTL: sender.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    // Keys the library cannot encrypt to: this browser can never be reached.
    return fail(null, `cannot encrypt: ${(error as Error).message}`);
  }

  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      ...(details.body ? { body: new Uint8Array(details.body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(sender.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return fail(null, `push service unreachable: ${cause?.message ?? (error as Error).message}`);
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  if (response.status >= 200 && response.status < 300) {
    await markSent(db, subscriptionId);
    return { subscriptionId, ok: true, status: response.status };
  }
  const gone = response.status === 404 || response.status === 410;
  return fail(response.status, `push service answered ${response.status}${text ? `: ${text}` : ''}`, gone);
}
