import type { LoginHistoryEntry } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { describeDevice } from './device';

export const HISTORY_LIMIT = 30;

export interface LoginAttempt {
  userId: number;
  succeeded: boolean;
  ip: string | null;
  userAgent: string | null;
  sessionId?: string;
}

export async function recordLogin(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.query(
    `INSERT INTO login_history (user_id, succeeded, ip, user_agent, session_id) VALUES ($1, $2, $3, $4, $5)`,
    [attempt.userId, attempt.succeeded, attempt.ip, attempt.userAgent, attempt.sessionId ?? null],
  );
}

export async function loginHistory(
  db: Queryable,
  userId: number,
  currentSessionId: string,
): Promise<LoginHistoryEntry[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    succeeded: boolean;
    ip: string | null;
    user_agent: string | null;
    session_id: string | null;
  }>(
    `SELECT id::text AS id, created_at, succeeded, ip, user_agent, session_id
       FROM login_history WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, HISTORY_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    succeeded: row.succeeded,
    ip: row.ip,
    ...describeDevice(row.user_agent),
    current: row.session_id === currentSessionId,
  }));
}
