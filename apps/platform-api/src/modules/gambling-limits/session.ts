import type { Queryable } from '../../db/types';

export interface SessionWindow {
  /** When the member's latest live login session began; null when they have none. */
  startedAt: Date | null;
  endsAt: Date | null;
  reached: boolean;
}

/**
 * The member's login session under a session time limit of `minutes`: it runs from their latest live
 * login. Without a live login (logged out everywhere) play counts as stopped: the limit is per login.
 */
export async function sessionWindow(
  db: Queryable,
  userId: number,
  minutes: number,
  now: Date,
): Promise<SessionWindow> {
  const { rows } = await db.query<{ started_at: Date | null }>(
    `SELECT max(created_at) AS started_at FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [userId, now],
  );
  const started = rows[0]?.started_at;
  if (!started) return { startedAt: null, endsAt: null, reached: true };
  const startedAt = new Date(started);
  const endsAt = new Date(startedAt.getTime() + minutes * 60_000);
  return { startedAt, endsAt, reached: now >= endsAt };
}
