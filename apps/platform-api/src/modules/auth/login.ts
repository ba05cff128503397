import type { AuthResult, LoginRequest, LoginResult } from '@casino/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import { findUserById } from '../member/users';
import type { PasswordHasher } from '../../security/password';
import { SESSION_MS, signToken } from '../sessions';
import { appendActivity } from '../../stream';
import { recordLogin, twoFactorChallengeFor } from '../account-security';
import { assertNotRestricted } from '../exclusion';

export interface LoginContext {
  db: Db;
  hasher: PasswordHasher;
  secret: Uint8Array;
  limits: AppConfig['rateLimits'];
  ip: string;
  userAgent: string | null;
}

/** Refuses a username that failed too often inside the window, whoever is asking. */
async function checkFailures(ctx: LoginContext, username: string): Promise<void> {
  const windowSeconds = ctx.limits.failedLoginWindowMs / 1000;
  await ctx.db.query(
    `DELETE FROM failed_logins WHERE username = $1 AND failed_at <= now() - make_interval(secs => $2)`,
    [username, windowSeconds],
  );
  const { rows } = await ctx.db.query<{ failures: bigint; retry_after: string | null }>(
    `SELECT count(*) AS failures,
            ceil(extract(epoch FROM min(failed_at) + make_interval(secs => $2) - now()))::text AS retry_after
       FROM failed_logins WHERE username = $1`,
    [username, windowSeconds],
  );
  const row = rows[0];
  if (row && Number(row.failures) >= ctx.limits.failedLoginsPerUsername) {
    const retryAfter = Math.max(1, Number(row.retry_after ?? windowSeconds));
    throw new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}

/** Same work for unknown and known usernames, so timing does not tell which was wrong. */
export async function login(ctx: LoginContext, body: LoginRequest): Promise<LoginResult> {
  await checkFailures(ctx, body.username);
  const { rows } = await ctx.db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE username = $1',
    [body.username],
  );
  const found = rows[0];
  const ok = found ? await ctx.hasher.verify(found.password_hash, body.password) : false;
  if (!found) await ctx.hasher.verifyDummy(body.password);
  if (!found || !ok) {
    await ctx.db.query('INSERT INTO failed_logins (username) VALUES ($1)', [body.username]);
    if (found)
      await recordLogin(ctx.db, { userId: found.id, succeeded: false, ip: ctx.ip, userAgent: ctx.userAgent });
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  // Only past the password: the refusal names an end date, which a wrong guess must not learn.
  await assertNotRestricted(ctx.db, found.id);
  // With two-factor on, no session yet: the answer asks for a code (login-two-factor opens it).
  const challenge = await twoFactorChallengeFor(ctx.db, ctx.secret, found.id);
  if (challenge) return challenge;
  return openLoginSession(ctx, found.id, body.username, body.device_token);
}

/** The session of a login whose checks all passed: recorded in the history, its token answered. */
export async function openLoginSession(
  ctx: LoginContext,
  userId: number,
  username: string,
  deviceToken: string | undefined,
): Promise<AuthResult> {
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const sessionId = await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM failed_logins WHERE username = $1', [username]);
    const session = await tx.query<{ id: string }>(
      `INSERT INTO sessions (user_id, expires_at, ip, user_agent, device_token)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [userId, expiresAt.toISOString(), ctx.ip, ctx.userAgent, deviceToken ?? null],
    );
    const id = session.rows[0]?.id;
    if (!id) throw new Error('session insert returned no id');
    await appendActivity(tx, { userId, type: 'login', detail: { session_id: id }, ip: ctx.ip });
    await recordLogin(tx, { userId, succeeded: true, ip: ctx.ip, userAgent: ctx.userAgent, sessionId: id });
    return id;
  });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error('user vanished during login');
  return {
    accessToken: await signToken(ctx.secret, { userId, sessionId }, expiresAt),
    authentication: { strategy: 'local', expiresAt: expiresAt.toISOString() },
    user,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
