import { randomInt } from 'node:crypto';
import type { AuthenticatedUser, Registration } from '@casino/contracts';
import { VALIDATION_MESSAGES } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { uniqueViolation } from '../../db/types';
import { AppError, MESSAGES, fieldError } from '../../http/errors';
import { insertUserReturning } from '../member/users';
import { requireRegistrationOtp } from '../otp/registration';
import type { PasswordHasher } from '../../security/password';

/** Balances every member holds; main and the money balances are in the member's currency. */
export const MEMBER_ACCOUNT_KINDS = [
  'main',
  'cashback',
  'rebate',
  'affiliate',
  'points',
  'badge_points',
] as const;
const POINT_KINDS = new Set(['points', 'badge_points']);

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newRefCode(): string {
  return Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [fieldError(field, message)]);

export interface RegisterContext {
  /** The member whose session the request carries, if any: nobody refers themselves (a second account). */
  sessionUserId?: () => Promise<number | null>;
}

/** The rules the schema cannot know: the country's phone lengths, the currency, the referrer. */
async function checkReferences(
  db: Queryable,
  body: Registration,
  context: RegisterContext,
): Promise<number | null> {
  const country = (
    await db.query<{ min: number; max: number }>(
      'SELECT phone_min_length AS min, phone_max_length AS max FROM countries WHERE country_code = $1',
      [body.country_code],
    )
  ).rows[0];
  if (!country) throw invalid('body.country_code', VALIDATION_MESSAGES.invalid_country);
  if (body.phone.length < country.min || body.phone.length > country.max) {
    throw invalid('body.phone', VALIDATION_MESSAGES.invalid_phone);
  }
  const currency = (
    await db.query<{ is_crypto: boolean }>('SELECT is_crypto FROM currencies WHERE id = $1', [
      body.currencyId,
    ])
  ).rows[0];
  if (!currency || currency.is_crypto) throw invalid('body.currencyId', VALIDATION_MESSAGES.invalid_currency);

  const global = (
    await db.query<{ value: { email_required?: boolean } }>(
      `SELECT value FROM settings WHERE key = 'global_config'`,
    )
  ).rows[0]?.value;
  if (global?.email_required && !body.email) throw invalid('body.email', VALIDATION_MESSAGES.required);

  if (!body.ref_code) return null;
  const referrer = (
    await db.query<{ id: number }>('SELECT id FROM users WHERE ref_code = $1', [body.ref_code])
  ).rows[0];
  if (!referrer || referrer.id === (await context.sessionUserId?.())) {
    throw new AppError(400, 'INVALID_REFERRAL_CODE', MESSAGES.invalidReferral, [
      fieldError('body.ref_code', MESSAGES.invalidReferral),
    ]);
  }
  return referrer.id;
}

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken, [
    fieldError('body.username', MESSAGES.usernameTaken),
  ]);

/** Creates the member, their referral code and all their accounts in one transaction. */
export async function registerMember(
  db: Db,
  hasher: PasswordHasher,
  body: Registration,
  context: RegisterContext = {},
): Promise<AuthenticatedUser> {
  const referrerId = await checkReferences(db, body, context);
  const existing = await db.query('SELECT 1 FROM users WHERE username = $1', [body.username]);
  if (existing.rowCount > 0) throw usernameTaken();
  const passwordHash = await hasher.hash(body.password);

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const user = await insertUserReturning(
          tx,
          `INSERT INTO users (username, phone, password_hash, country_code, currency_id, email, ref_code,
             referred_by, subscribe_email)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            body.username,
            body.phone,
            passwordHash,
            body.country_code,
            body.currencyId,
            body.email ?? null,
            newRefCode(),
            referrerId,
            body.subscribe_email,
          ],
        );
        await requireRegistrationOtp(tx, body, user.id);
        for (const kind of MEMBER_ACCOUNT_KINDS) {
          await tx.query('INSERT INTO accounts (user_id, kind, currency_id) VALUES ($1, $2, $3)', [
            user.id,
            kind,
            POINT_KINDS.has(kind) ? null : body.currencyId,
          ]);
        }
        return user;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_username_key') throw usernameTaken();
      // A referral code collision is astronomically rare; draw another one.
      if (constraint === 'users_ref_code_key' && attempt < 3) continue;
      throw error;
    }
  }
}
