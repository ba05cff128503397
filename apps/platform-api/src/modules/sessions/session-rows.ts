import type { AuthResult } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { SESSION_MS, signToken } from './tokens';
import { setSessionCookies } from '../../plugins/auth';

/** Ends every live session of the member (all devices, the current one included). */
export async function revokeAllSessions(tx: Queryable, userId: number, at: Date): Promise<number> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, at.toISOString()],
  );
  return rowCount;
}

/** The device that changed the password moves to `successor`: its in-flight calls keep working briefly. */
export async function markReplaced(tx: Queryable, sessionId: string, successor: string): Promise<void> {
  await tx.query('UPDATE sessions SET replaced_by = $2 WHERE id = $1', [sessionId, successor]);
}

/** A new session row for the member; answers its id and expiry. */
export async function openSession(
  tx: Queryable,
  userId: number,
  request: FastifyRequest,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, expiresAt.toISOString(), request.ip, request.headers['user-agent'] ?? null],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('session insert returned no id');
  return { sessionId, expiresAt };
}

/** Signs the session's token and sets the session cookies as login does. */
export async function issueToken(
  secret: Uint8Array,
  webName: string,
  session: { userId: number; sessionId: string; expiresAt: Date },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Pick<AuthResult, 'accessToken' | 'authentication'>> {
  const accessToken = await signToken(secret, session, session.expiresAt);
  setSessionCookies(request, reply, webName, accessToken, SESSION_MS / 1000);
  return { accessToken, authentication: { strategy: 'local', expiresAt: session.expiresAt.toISOString() } };
}
