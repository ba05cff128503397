import type { CryptoNetwork, FieldError, MemberProfile, ProfileUpdate } from '@casino/contracts';
import { MINIMUM_AGE, ageOn, englishMessage, vmsg } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { uniqueViolation } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import type { PasswordHasher } from '../../security/password';
import { USER_COLUMNS, toAuthenticatedUser } from '../member/users';
import { isProfileComplete, loadProfileFacts, loadProfileSwitches } from './completeness';
import { PROFILE_MESSAGES } from './strings';
import { isValidWalletAddress } from './wallet-address';
import { appendActivity } from '../../stream';

/** Sending any of these saves the personal part, which must then be whole. */
const PERSONAL_FIELDS = ['first_name', 'last_name', 'gender', 'DOB', 'register_channal_id', 'email'] as const;

/** Body field → users column, for the plain fields. */
const COLUMNS: Partial<Record<keyof ProfileUpdate, string>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  gender: 'gender',
  DOB: 'dob',
  line_id: 'line_id',
  security_question_id: 'security_question_id',
  register_channal_id: 'register_channel_id',
  email: 'email',
  bank_currency_information_id: 'bank_currency_information_id',
  bank_no: 'bank_no',
  crypto_network: 'crypto_network',
  wallet_address: 'wallet_address',
};

const issue = (field: string, key: Parameters<typeof vmsg>[0], params?: Record<string, string | number>) => ({
  field: `body.${field}`,
  message: englishMessage(vmsg(key, params)),
});

const invalid = (errors: FieldError[]) => new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, errors);

export const bankAccountTaken = (field: string) =>
  new AppError(409, 'BANK_ACCOUNT_TAKEN', PROFILE_MESSAGES.bankAccountTaken, [
    { field, message: PROFILE_MESSAGES.bankAccountTaken },
  ]);

/** Wallets are stored in one canonical spelling so that case differences do not dodge uniqueness. */
export function canonicalWallet(network: CryptoNetwork, address: string): string {
  if (network === 'ERC20' || network === 'BEP20') return address.toLowerCase();
  if (network === 'BTC' && /^bc1/i.test(address)) return address.toLowerCase();
  return address;
}

/** The bank's own rules: it serves the member's currency and the number has one of its lengths. */
export async function checkBank(db: Queryable, currencyId: number, bankId: number, bankNo: string) {
  const bank = (
    await db.query<{ currency_id: number; account_lengths: number[] }>(
      'SELECT currency_id, account_lengths FROM banks WHERE id = $1',
      [bankId],
    )
  ).rows[0];
  if (!bank || bank.currency_id !== currencyId)
    throw invalid([issue('bank_currency_information_id', 'invalid_bank')]);
  if (!bank.account_lengths.includes(bankNo.length)) {
    throw invalid([issue('bank_no', 'invalid_account_length', { lengths: bank.account_lengths.join(', ') })]);
  }
}

/** Refuses an account or wallet another member already holds. */
export async function checkPayoutFree(
  db: Queryable,
  userId: number,
  payout: { bankId: number; bankNo: string } | { network: CryptoNetwork; address: string },
) {
  const taken =
    'bankId' in payout
      ? await db.query(
          'SELECT 1 FROM users WHERE bank_currency_information_id = $1 AND bank_no = $2 AND id <> $3',
          [payout.bankId, payout.bankNo, userId],
        )
      : await db.query('SELECT 1 FROM users WHERE crypto_network = $1 AND wallet_address = $2 AND id <> $3', [
          payout.network,
          canonicalWallet(payout.network, payout.address),
          userId,
        ]);
  if (taken.rowCount > 0) throw bankAccountTaken('bankId' in payout ? 'body.bank_no' : 'body.wallet_address');
}

interface CurrentRow {
  currency_id: number;
  email: string | null;
  bank_currency_information_id: number | null;
  bank_no: string | null;
  crypto_network: CryptoNetwork | null;
  wallet_address: string | null;
}

async function checkReferences(db: Queryable, body: ProfileUpdate, now: Date) {
  const errors: FieldError[] = [];
  if (body.DOB !== undefined && ageOn(body.DOB, now) < MINIMUM_AGE) errors.push(issue('DOB', 'invalid_age'));
  if (body.security_question_id !== undefined) {
    const found = await db.query('SELECT 1 FROM security_questions WHERE id = $1', [
      body.security_question_id,
    ]);
    if (found.rowCount === 0) errors.push(issue('security_question_id', 'invalid_value'));
  }
  if (body.register_channal_id !== undefined) {
    const found = await db.query('SELECT 1 FROM register_channels WHERE id = $1', [body.register_channal_id]);
    if (found.rowCount === 0) errors.push(issue('register_channal_id', 'invalid_value'));
  }
  if (body.crypto_network !== undefined && body.wallet_address !== undefined) {
    if (!isValidWalletAddress(body.crypto_network, body.wallet_address)) {
      errors.push(issue('wallet_address', 'invalid_wallet_address'));
    }
  }
  if (errors.length > 0) throw invalid(errors);
}

/** Payout details are set once; a different account afterwards goes through support. */
function checkPayoutLock(current: CurrentRow, body: ProfileUpdate) {
  const hasPayout = current.bank_no !== null || current.wallet_address !== null;
  if (!hasPayout) return;
  const sameBank =
    body.bank_no === undefined ||
    (body.bank_no === current.bank_no &&
      body.bank_currency_information_id === current.bank_currency_information_id);
  const sameWallet =
    body.wallet_address === undefined ||
    (body.crypto_network === current.crypto_network &&
      body.crypto_network !== undefined &&
      canonicalWallet(body.crypto_network, body.wallet_address) === current.wallet_address);
  if (!sameBank || !sameWallet) throw new AppError(403, 'FORBIDDEN', PROFILE_MESSAGES.payoutLocked);
}

/** With any personal field sent, the personal part must be whole afterwards (spec sections 4 and 5). */
async function checkRequired(db: Queryable, userId: number, body: ProfileUpdate) {
  if (!PERSONAL_FIELDS.some((field) => body[field] !== undefined)) return;
  const facts = await loadProfileFacts(db, userId);
  const switches = await loadProfileSwitches(db);
  const last = (
    await db.query<{ last_name: string | null }>('SELECT last_name FROM users WHERE id = $1', [userId])
  ).rows[0]?.last_name;
  if (!facts) return;
  const after = {
    first_name: body.first_name ?? facts.first_name,
    last_name: body.last_name ?? last ?? null,
    DOB: body.DOB ?? facts.dob,
    gender: body.gender ?? facts.gender,
    register_channal_id: body.register_channal_id ?? facts.register_channel_id,
    email: body.email ?? facts.email,
  };
  const required: (keyof typeof after)[] = ['first_name', 'last_name'];
  if (switches.profile_dob) required.push('DOB');
  if (switches.profile_gender) required.push('gender');
  if (switches.profile_register_channel) required.push('register_channal_id');
  if (switches.email_required) required.push('email');
  const missing = required.filter((field) => after[field] === null || after[field] === '');
  if (missing.length > 0) throw invalid(missing.map((field) => issue(field, 'required')));
}

export async function memberProfile(db: Queryable, userId: number): Promise<MemberProfile | undefined> {
  const { rows } = await db.query<Parameters<typeof toAuthenticatedUser>[0] & Record<string, unknown>>(
    `SELECT ${USER_COLUMNS}, line_id, security_question_id, crypto_network, wallet_address,
            phone_verified_at IS NOT NULL AS phone_verified,
            email IS NOT NULL AND email_verified_at IS NOT NULL AS email_verified
       FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  const facts = await loadProfileFacts(db, userId);
  if (!row || !facts) return undefined;
  return {
    ...toAuthenticatedUser(row),
    line_id: row['line_id'] as string | null,
    security_question_id: row['security_question_id'] as number | null,
    crypto_network: row['crypto_network'] as CryptoNetwork | null,
    wallet_address: row['wallet_address'] as string | null,
    phone_verified: row['phone_verified'] === true,
    email_verified: row['email_verified'] === true,
    profile_complete: isProfileComplete(facts, await loadProfileSwitches(db)),
  };
}

/** Applies a profile step 2 update in one transaction and logs `update_profile` with the changed fields. */
export async function updateProfile(
  db: Db,
  hasher: PasswordHasher,
  userId: number,
  body: ProfileUpdate,
  context: { ip: string; now: Date },
): Promise<MemberProfile> {
  const current = (
    await db.query<CurrentRow>(
      `SELECT currency_id, email, bank_currency_information_id, bank_no, crypto_network, wallet_address
         FROM users WHERE id = $1`,
      [userId],
    )
  ).rows[0];
  if (!current) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  await checkReferences(db, body, context.now);
  checkPayoutLock(current, body);
  if (body.bank_currency_information_id !== undefined && body.bank_no !== undefined) {
    await checkBank(db, current.currency_id, body.bank_currency_information_id, body.bank_no);
    await checkPayoutFree(db, userId, { bankId: body.bank_currency_information_id, bankNo: body.bank_no });
  }
  if (body.crypto_network !== undefined && body.wallet_address !== undefined) {
    await checkPayoutFree(db, userId, { network: body.crypto_network, address: body.wallet_address });
  }
  await checkRequired(db, userId, body);
  const answerHash =
    body.security_answer !== undefined
      ? await hasher.hash(body.security_answer.trim().toLowerCase().replace(/\s+/g, ' '))
      : undefined;

  const sets: string[] = [];
  const params: unknown[] = [userId];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  const changed: string[] = [];
  for (const [field, column] of Object.entries(COLUMNS) as [keyof ProfileUpdate, string][]) {
    const value = body[field];
    if (value === undefined) continue;
    set(
      column,
      field === 'wallet_address' && body.crypto_network
        ? canonicalWallet(body.crypto_network, String(value))
        : value,
    );
    changed.push(field);
  }
  if (answerHash !== undefined) {
    set('security_answer_hash', answerHash);
    changed.push('security_answer');
  }
  if (body.email !== undefined && body.email.toLowerCase() !== current.email?.toLowerCase()) {
    sets.push('email_verified_at = NULL');
  }

  try {
    await db.transaction(async (tx) => {
      if (sets.length > 0) await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
      if (changed.length > 0) {
        await appendActivity(tx, {
          userId,
          type: 'update_profile',
          detail: { fields: changed },
          ip: context.ip,
        });
      }
    });
  } catch (error) {
    // Two members racing for one account: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_bank_account_key') throw bankAccountTaken('body.bank_no');
    if (constraint === 'users_wallet_key') throw bankAccountTaken('body.wallet_address');
    throw error;
  }
  const profile = await memberProfile(db, userId);
  if (!profile) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
  return profile;
}
