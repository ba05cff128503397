import type { PushSubscriptionRecord } from '@casino/contracts/web-push';
import type { Queryable } from '../../db/types';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const RECORD_COLUMNS = `id, endpoint, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`;

/** A member keeps at most this many browsers; subscribing another drops the longest unused. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/** What sending needs of a stored subscription. */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Subscribes a browser for a member, by endpoint: a browser already known gets the new keys and passes to
 * this member (a shared browser follows whoever logged in last) and its error is cleared. Runs in one
 * transaction with the trim to SUBSCRIPTIONS_PER_MEMBER.
 */
export async function upsertSubscription(
  tx: Queryable,
  userId: number,
  subscription: NewSubscription,
): Promise<PushSubscriptionRecord> {
  const { rows } = await tx.query<PushSubscriptionRecord>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent, updated_at = now(), last_error = NULL,
       last_error_at = NULL
     RETURNING ${RECORD_COLUMNS}`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.userAgent],
  );
  const saved = rows[0];
  if (!saved) throw new Error('push subscription missing after upsert');
  await tx.query(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
    [userId, SUBSCRIPTIONS_PER_MEMBER],
  );
  return saved;
}

/** Removes one of the member's own subscriptions; false when it is not theirs or does not exist. */
export async function removeOwnSubscription(db: Queryable, userId: number, id: number): Promise<boolean> {
  const removed = await db.query('DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return removed.rowCount > 0;
}

export async function subscriptionsOf(db: Queryable, userId: number): Promise<StoredSubscription[]> {
  const { rows } = await db.query<StoredSubscription>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

/** The push service took a message for the subscription. */
export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE push_subscriptions SET last_sent_at = now(), last_error = NULL, last_error_at = NULL WHERE id = $1',
    [id],
  );
}

/** The push service refused or could not be reached; kept for staff to see. */
export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_error = $2, last_error_at = now() WHERE id = $1', [
    id,
    error.slice(0, 500),
  ]);
}

/** The push service said the subscription is gone (404, 410): it will never take a message again. */
export async function removeGone(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}
