import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/types';

export const SESSION_DAYS = 30;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
const ISSUER = 'casino-platform-api';

/** AUTH_SECRET when given; else one random key, created once and kept, so restarts keep sessions. */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('auth_secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`,
    [fresh],
  );
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'auth_secret'`);
  const stored = rows[0]?.value;
  if (!stored) throw new Error('auth secret missing after insert');
  return new TextEncoder().encode(stored);
}

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a well-signed, unexpired token, else null. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long calls sent with a token just replaced by a password change still count (see below). */
export const REPLACED_SESSION_GRACE_SECONDS = 30;

/**
 * The live session behind a token's session id. A session the member's own password change replaced
 * (`replaced_by`) answers as its successor for a short grace: the calls the page had in flight carry the
 * old token and land after the change; without the grace they answered 401, and the 401's cookie clearing
 * logged the member out of the session just opened. Other devices' sessions end at once.
 */
export async function findActiveSession(
  db: Queryable,
  sessionId: string,
): Promise<{ userId: number; sessionId: string } | null> {
  if (!UUID.test(sessionId)) return null;
  const { rows } = await db.query<{ user_id: number; session_id: string }>(
    `SELECT s.user_id, coalesce(n.id, s.id) AS session_id
       FROM sessions s
       LEFT JOIN sessions n ON n.id = s.replaced_by AND n.revoked_at IS NULL AND n.expires_at > now()
      WHERE s.id = $1 AND s.expires_at > now()
        AND (s.revoked_at IS NULL
          OR (n.id IS NOT NULL AND s.revoked_at > now() - make_interval(secs => $2)))`,
    [sessionId, REPLACED_SESSION_GRACE_SECONDS],
  );
  return rows[0] ? { userId: rows[0].user_id, sessionId: rows[0].session_id } : null;
}
