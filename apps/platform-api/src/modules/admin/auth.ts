import { createHash, randomBytes } from 'node:crypto';
import type { AdminIdentity } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import type { PasswordHasher } from '../../security/password';
import { ADMIN_MESSAGES } from './strings';
import type { StaffLoginThrottle } from './throttle';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` on staff routes. */
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    staffLoginThrottle: StaffLoginThrottle;
    /** The members' password hasher: staff passwords are hashed and checked the same way. */
    staffPasswordHasher: PasswordHasher;
  }
}

export const ADMIN_TOKEN_PREFIX = 'adm_';
export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One password verification whether or not the name exists: an unknown name is checked against a dummy
 * hash, so neither the answer nor the time it takes tells staff names apart.
 */
async function checkPassword(
  db: Queryable,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<AdminIdentity | null> {
  const { rows } = await db.query<{ id: number; username: string; password_hash: string }>(
    'SELECT id, username, password_hash FROM admin_users WHERE username = $1 AND disabled_at IS NULL',
    [username],
  );
  const row = rows[0];
  if (!row) {
    await hasher.verifyDummy(password);
    return null;
  }
  const ok = await hasher.verify(row.password_hash, password);
  return ok ? { id: row.id, username: row.username } : null;
}

/** Verifies staff credentials; the same answer for an unknown name and a wrong password. */
export async function verifyAdminPassword(
  db: Queryable,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<AdminIdentity> {
  const admin = await checkPassword(db, hasher, username, password);
  if (!admin) throw new AppError(401, 'INVALID_CREDENTIALS', ADMIN_MESSAGES.invalidCredentials);
  return admin;
}

export async function issueAdminToken(db: Queryable, adminId: number) {
  const token = `${ADMIN_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + ADMIN_TOKEN_TTL_MS);
  await db.query('INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    adminId,
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

async function adminOfToken(db: Queryable, token: string): Promise<AdminIdentity | null> {
  const { rows } = await db.query<AdminIdentity>(
    `SELECT a.id, a.username FROM admin_sessions s JOIN admin_users a ON a.id = s.admin_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND a.disabled_at IS NULL`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Staff credentials: `Basic base64(user:password)` or `Bearer adm_...`. Member tokens never pass. */
export async function adminOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AdminIdentity | null> {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(adm_\S+)$/i.exec(header);
  if (bearer?.[1]) return adminOfToken(app.db, bearer[1]);
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (!basic?.[1]) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return checkPassword(app.db, app.staffPasswordHasher, decoded.slice(0, colon), decoded.slice(colon + 1));
}

/**
 * onRequest hook of staff routes: sets `request.admin` or answers 401. Usable by any module:
 * `app.post('/admin/x', { onRequest: requireAdmin }, handler)`.
 */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const throttle = request.server.staffLoginThrottle;
  await throttle.assertAllowed(request.ip);
  const admin = await adminOfRequest(request.server, request);
  if (!admin) {
    // Only wrong credentials count; a call without any is just anonymous.
    if (request.headers.authorization) await throttle.recordFailure(request.ip);
    throw new AppError(401, 'NOT_AUTHENTICATED', ADMIN_MESSAGES.notAuthenticated, undefined, {
      'WWW-Authenticate': 'Basic realm="admin", charset="UTF-8"',
    });
  }
  request.admin = admin;
}
