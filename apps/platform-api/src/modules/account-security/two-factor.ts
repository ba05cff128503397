import { generateSecret, generateURI, verify } from 'otplib';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes } from './secrets';
import { SECURITY_MESSAGES } from './strings';

/** Wrong codes allowed per member in the window, counted in the database (all instances share it). */
export const CODE_ATTEMPT_LIMIT = 5;
export const CODE_ATTEMPT_WINDOW_SECONDS = 15 * 60;
/** One step back for a phone clock slightly behind; future codes are never taken. */
const EPOCH_TOLERANCE: [number, number] = [30, 0];

export interface TwoFactorContext {
  db: Db;
  authSecret: Uint8Array;
}

const codeIncorrect = () => new AppError(401, 'TWO_FACTOR_CODE_INCORRECT', SECURITY_MESSAGES.codeIncorrect);

interface Row {
  secret_enc: string;
  enabled: boolean;
  last_time_step: string;
}

async function rowOf(db: Queryable, userId: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT secret_enc, enabled_at IS NOT NULL AS enabled, last_time_step::text AS last_time_step
       FROM two_factor WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

export async function isTwoFactorEnabled(db: Queryable, userId: number): Promise<boolean> {
  return (await rowOf(db, userId))?.enabled ?? false;
}

export async function twoFactorStatus(db: Queryable, userId: number): Promise<TwoFactorStatus> {
  const { rows } = await db.query<{ enabled: boolean; left: string }>(
    `SELECT EXISTS (SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*) FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL)::text AS left`,
    [userId],
  );
  const enabled = rows[0]?.enabled ?? false;
  return { enabled, recovery_codes_left: enabled ? Number(rows[0]?.left ?? 0) : 0 };
}

/** A new pending secret (replacing an unconfirmed one); refused while two-factor is on. */
export async function startSetup(
  ctx: TwoFactorContext & { issuer: string },
  userId: number,
): Promise<TwoFactorSetup> {
  const { rows } = await ctx.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
    userId,
  ]);
  const username = rows[0]?.username;
  if (!username) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  const secret = generateSecret();
  const stored = await ctx.db.query(
    `INSERT INTO two_factor (user_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = excluded.secret_enc, last_time_step = 0, created_at = now()
       WHERE two_factor.enabled_at IS NULL`,
    [userId, encryptSecret(ctx.authSecret, secret)],
  );
  if (stored.rowCount === 0) throw new AppError(409, 'CONFLICT', SECURITY_MESSAGES.alreadyEnabled);
  return { secret, otpauth_uri: generateURI({ issuer: ctx.issuer, label: username, secret }) };
}

/** Refuses with 429 once the member has too many wrong codes (or passwords, turning it off) in the window. */
export async function checkAttempts(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `DELETE FROM two_factor_failures WHERE user_id = $1 AND failed_at <= now() - make_interval(secs => $2)`,
    [userId, CODE_ATTEMPT_WINDOW_SECONDS],
  );
  const { rows } = await db.query<{ failures: string; retry_after: string | null }>(
    `SELECT count(*)::text AS failures,
            ceil(extract(epoch FROM min(failed_at) + make_interval(secs => $2) - now()))::text AS retry_after
       FROM two_factor_failures WHERE user_id = $1`,
    [userId, CODE_ATTEMPT_WINDOW_SECONDS],
  );
  const row = rows[0];
  if (row && Number(row.failures) >= CODE_ATTEMPT_LIMIT) {
    throw new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, undefined, {
      'Retry-After': String(Math.max(1, Number(row.retry_after ?? CODE_ATTEMPT_WINDOW_SECONDS))),
    });
  }
}

/**
 * Takes a TOTP code once: the step it matched must be newer than the last accepted one, and the update
 * that records it is conditional, so two concurrent calls with the same code cannot both pass.
 */
async function acceptTotp(ctx: TwoFactorContext, userId: number, row: Row, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = decryptSecret(ctx.authSecret, row.secret_enc);
  const lastStep = Number(row.last_time_step);
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE,
    ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const taken = await ctx.db.query(
    'UPDATE two_factor SET last_time_step = $2 WHERE user_id = $1 AND last_time_step < $2',
    [userId, result.timeStep],
  );
  return taken.rowCount === 1;
}

async function acceptRecoveryCode(db: Queryable, userId: number, code: string): Promise<boolean> {
  const used = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = now()
      WHERE id = (SELECT id FROM two_factor_recovery_codes
                   WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)`,
    [userId, hashRecoveryCode(code)],
  );
  return used.rowCount === 1;
}

/**
 * Checks a member's answer (a current code, or a recovery code when allowed) under the attempt limit;
 * a wrong one is counted and answered 401 TWO_FACTOR_CODE_INCORRECT.
 */
export async function checkAnswer(
  ctx: TwoFactorContext,
  userId: number,
  answer: string,
  options: { pending?: boolean; recovery?: boolean } = {},
): Promise<void> {
  const row = await rowOf(ctx.db, userId);
  if (!row || row.enabled === Boolean(options.pending)) {
    const message = options.pending ? SECURITY_MESSAGES.notStarted : SECURITY_MESSAGES.notEnabled;
    throw new AppError(409, 'CONFLICT', message);
  }
  await checkAttempts(ctx.db, userId);
  const code = answer.trim();
  const ok =
    (await acceptTotp(ctx, userId, row, code)) ||
    (options.recovery === true && !/^\d{6}$/.test(code) && (await acceptRecoveryCode(ctx.db, userId, code)));
  if (!ok) {
    await recordFailure(ctx.db, userId);
    throw codeIncorrect();
  }
  await ctx.db.query('DELETE FROM two_factor_failures WHERE user_id = $1', [userId]);
}

export async function recordFailure(db: Queryable, userId: number): Promise<void> {
  await db.query('INSERT INTO two_factor_failures (user_id) VALUES ($1)', [userId]);
}

/** Replaces the member's recovery codes; answers the new ones in clear, the only time they are seen. */
async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(`INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
    userId,
    codes.map(hashRecoveryCode),
  ]);
  return { recovery_codes: codes };
}

export async function confirmSetup(
  ctx: TwoFactorContext,
  userId: number,
  code: string,
): Promise<RecoveryCodes> {
  await checkAnswer(ctx, userId, code, { pending: true });
  return ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE two_factor SET enabled_at = now() WHERE user_id = $1', [userId]);
    return replaceRecoveryCodes(tx, userId);
  });
}

export async function regenerateRecoveryCodes(
  ctx: TwoFactorContext,
  userId: number,
  code: string,
): Promise<RecoveryCodes> {
  await checkAnswer(ctx, userId, code);
  return ctx.db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

export async function disableTwoFactor(ctx: TwoFactorContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
  });
}
