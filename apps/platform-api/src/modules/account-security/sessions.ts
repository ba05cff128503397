import type { ActiveSession } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { describeDevice } from './device';
import { SECURITY_MESSAGES } from './strings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function activeSessions(
  db: Queryable,
  userId: number,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    last_seen_at: Date | null;
    ip: string | null;
    user_agent: string | null;
  }>(
    `SELECT id, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY (id = $2) DESC, created_at DESC LIMIT 50`,
    [userId, currentSessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    // The asking session is being seen now; the others as last recorded (their login when never since).
    last_seen_at:
      row.id === currentSessionId
        ? new Date().toISOString()
        : new Date(row.last_seen_at ?? row.created_at).toISOString(),
    ip: row.ip,
    ...describeDevice(row.user_agent),
    current: row.id === currentSessionId,
  }));
}

/** Ends one other session of the member; the asking one logs out instead. */
export async function revokeOtherSession(
  db: Queryable,
  userId: number,
  currentSessionId: string,
  sessionId: string,
): Promise<number> {
  if (sessionId === currentSessionId) throw new AppError(409, 'CONFLICT', SECURITY_MESSAGES.currentSession);
  const notFound = () => new AppError(404, 'NOT_FOUND', SECURITY_MESSAGES.sessionNotFound);
  if (!UUID.test(sessionId)) throw notFound();
  const { rowCount } = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId, userId],
  );
  if (rowCount === 0) throw notFound();
  return rowCount;
}

export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  currentSessionId: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > now()`,
    [userId, currentSessionId],
  );
  return rowCount;
}
