import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LanguageCode, OtpChallenge, OtpType, OtpVerified } from '@casino/contracts';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db/types';
import { uniqueViolation } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import type { MessageTransport } from '../outbox/transport';
import { OTP_TEXTS, fillMessage } from './messages';

export type OtpPurpose = 'register' | 'verify' | 'forgot_password';

/** How long a verifyToken stays usable after a right code. */
export const VERIFY_TOKEN_MS = 15 * 60_000;
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface OtpDeps {
  db: Db;
  /** HMAC key of the stored codes (the app's auth secret). */
  secret: Uint8Array;
  config: AppConfig['otp'];
  transport: MessageTransport;
  /** Injectable for tests; every timestamp the service stores or compares comes from here. */
  now: () => Date;
}

export interface IssueInput {
  purpose: OtpPurpose;
  channel: OtpType;
  /** Digits of a phone, or an email address (stored lower-cased). */
  recipient: string;
  userId: number | null;
  ip: string | null;
  language: LanguageCode;
  /**
   * False for a code nobody receives (forgot-password for an unknown username): stored and rate
   * limited exactly like a real one, so the answer tells nothing, but never deliverable or guessable.
   */
  deliver?: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (secret: Uint8Array, reference: string, code: string) =>
  createHmac('sha256', secret).update(`${reference}:${code}`).digest('hex');
const newReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** `0812345678` → `08******78`; `somchai@example.com` → `so*****@example.com`. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at >= 0) {
    const local = recipient.slice(0, at);
    return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}${recipient.slice(at)}`;
  }
  if (recipient.length <= 4) return '*'.repeat(recipient.length);
  return `${recipient.slice(0, 2)}${'*'.repeat(recipient.length - 4)}${recipient.slice(-2)}`;
}

const tooMany = (retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/** Refuses when the recipient or the IP asked too often inside the window, or the resend delay runs. */
async function checkLimits(deps: OtpDeps, input: IssueInput, recipient: string, now: Date): Promise<void> {
  const { config, db } = deps;
  const since = new Date(now.getTime() - config.windowMs);
  const last = (
    await db.query<{ resend_after: Date }>(
      `SELECT resend_after FROM otp_codes WHERE recipient = $1 AND purpose = $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [recipient, input.purpose],
    )
  ).rows[0];
  if (last && new Date(last.resend_after) > now) {
    throw tooMany(new Date(last.resend_after).getTime() - now.getTime());
  }
  const counts = async (column: 'recipient' | 'ip', value: string) =>
    (
      await db.query<{ n: bigint; oldest: Date | null }>(
        `SELECT count(*) AS n, min(created_at) AS oldest FROM otp_codes WHERE ${column} = $1 AND created_at > $2`,
        [value, since.toISOString()],
      )
    ).rows[0];
  const byRecipient = await counts('recipient', recipient);
  if (byRecipient && Number(byRecipient.n) >= config.perRecipient && byRecipient.oldest) {
    throw tooMany(new Date(byRecipient.oldest).getTime() + config.windowMs - now.getTime());
  }
  if (input.ip) {
    const byIp = await counts('ip', input.ip);
    if (byIp && Number(byIp.n) >= config.perIp && byIp.oldest) {
      throw tooMany(new Date(byIp.oldest).getTime() + config.windowMs - now.getTime());
    }
  }
}

/** Creates a code for the recipient (replacing any pending one of the same purpose) and sends it. */
export async function issueOtp(deps: OtpDeps, input: IssueInput): Promise<OtpChallenge> {
  const now = deps.now();
  const recipient = input.channel === 'email' ? input.recipient.toLowerCase() : input.recipient;
  await checkLimits(deps, input, recipient, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + deps.config.ttlSeconds * 1000);
  const resendAfter = new Date(now.getTime() + deps.config.resendSeconds * 1000);
  const deliver = input.deliver ?? true;

  let reference = '';
  for (let attempt = 0; ; attempt++) {
    reference = newReference();
    // An undeliverable code stores a hash of random bytes: no six digits can ever match it.
    const stored = deliver ? codeHash(deps.secret, reference, code) : sha256(randomBytes(32).toString('hex'));
    try {
      await deps.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE otp_codes SET consumed_at = $3
            WHERE recipient = $1 AND purpose = $2 AND consumed_at IS NULL AND verified_at IS NULL`,
          [recipient, input.purpose, now.toISOString()],
        );
        await tx.query(
          `INSERT INTO otp_codes (reference_code, purpose, channel, recipient, user_id, code_hash, ip,
             created_at, expires_at, resend_after)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            reference,
            input.purpose,
            input.channel,
            recipient,
            input.userId,
            stored,
            input.ip,
            now.toISOString(),
            expiresAt.toISOString(),
            resendAfter.toISOString(),
          ],
        );
      });
      break;
    } catch (error) {
      if (uniqueViolation(error) === 'otp_codes_reference_key' && attempt < 3) continue;
      throw error;
    }
  }

  const texts = OTP_TEXTS[input.language];
  if (deliver) {
    const minutes = Math.ceil(deps.config.ttlSeconds / 60);
    await deps.transport.send({
      channel: input.channel,
      to: recipient,
      ...(input.channel === 'email' ? { subject: texts.emailSubject } : {}),
      text: fillMessage(texts.message, { code, ref: reference, minutes }),
      meta: { otp: code, reference, purpose: input.purpose },
    });
  }
  return {
    type_verified: input.channel,
    to: maskRecipient(recipient),
    otpReferenceCode: reference,
    otpResendAfter: deps.config.resendSeconds,
    expiresOtpSms: expiresAt.toISOString(),
    otpRepeatTime: deps.config.maxAttempts,
    message: texts.sent,
  };
}

interface CodeRow {
  id: bigint;
  channel: OtpType;
  recipient: string;
  user_id: number | null;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface VerifyInput {
  reference: string;
  code: string;
  purposes: OtpPurpose[];
  /** Member verification: the code must have been issued to this member. */
  userId?: number;
  language: LanguageCode;
  /** Runs in the same transaction when the code is right (e.g. mark the phone verified). */
  onVerified?: (
    tx: Queryable,
    row: { channel: OtpType; recipient: string; userId: number | null },
  ) => Promise<void>;
}

type Outcome =
  | { kind: 'ok'; channel: OtpType; token: string; expiresAt: Date }
  | { kind: 'notFound' | 'expired' | 'wrong' };

/**
 * Checks a code once. A wrong code counts against the code (at most `maxAttempts`, after which it is
 * dead); a right one is used up and exchanged for a single-use verifyToken.
 */
export async function verifyOtp(deps: OtpDeps, input: VerifyInput): Promise<OtpVerified> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = (
      await tx.query<CodeRow>(
        `SELECT id, channel, recipient, user_id, code_hash, attempts, expires_at, consumed_at
           FROM otp_codes WHERE reference_code = $1 AND purpose = ANY($2::text[]) FOR UPDATE`,
        [input.reference.toUpperCase(), input.purposes],
      )
    ).rows[0];
    if (!row || row.consumed_at || (input.userId !== undefined && row.user_id !== input.userId)) {
      return { kind: 'notFound' };
    }
    if (new Date(row.expires_at) <= now) return { kind: 'expired' };
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(deps.secret, input.reference.toUpperCase(), input.code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx.query(`UPDATE otp_codes SET attempts = $2, consumed_at = $3 WHERE id = $1`, [
        row.id,
        attempts,
        attempts >= deps.config.maxAttempts ? now.toISOString() : null,
      ]);
      return { kind: 'wrong' };
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + VERIFY_TOKEN_MS);
    await tx.query(
      `UPDATE otp_codes SET verified_at = $2, consumed_at = $2, verify_token_hash = $3, verify_token_expires_at = $4
        WHERE id = $1`,
      [row.id, now.toISOString(), sha256(token), expiresAt.toISOString()],
    );
    await input.onVerified?.(tx, { channel: row.channel, recipient: row.recipient, userId: row.user_id });
    return { kind: 'ok', channel: row.channel, token, expiresAt };
  });

  const texts = OTP_TEXTS[input.language];
  switch (outcome.kind) {
    case 'notFound':
      throw new AppError(404, 'DATA_NOT_FOUND', texts.notFound);
    case 'expired':
      throw new AppError(400, 'OTP_EXPIRED', texts.expired);
    case 'wrong':
      throw new AppError(400, 'OTP_INCORRECT', texts.incorrect, [
        { field: 'body.otp', message: texts.incorrect },
      ]);
    case 'ok':
      return {
        verified: true,
        type_verified: outcome.channel,
        verifyToken: outcome.token,
        verifyTokenExpiresAt: outcome.expiresAt.toISOString(),
        message: texts.verified,
      };
  }
}

/**
 * Uses up a verifyToken of the given purpose inside the caller's transaction and answers what it
 * proved, or null when it is unknown, used, expired or of another purpose.
 */
export async function consumeVerifyToken(
  tx: Queryable,
  token: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<{ recipient: string; userId: number | null } | null> {
  const { rows } = await tx.query<{ recipient: string; user_id: number | null }>(
    `UPDATE otp_codes SET verify_token_hash = NULL
      WHERE verify_token_hash = $1 AND purpose = $2 AND verify_token_expires_at > $3
      RETURNING recipient, user_id`,
    [sha256(token), purpose, now.toISOString()],
  );
  const row = rows[0];
  return row ? { recipient: row.recipient, userId: row.user_id } : null;
}
