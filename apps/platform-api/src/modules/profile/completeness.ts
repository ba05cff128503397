import type { GlobalConfig } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { PROFILE_MESSAGES } from './strings';

/** The member data the completeness rule reads (column names as in `users`). */
export interface ProfileFacts {
  first_name: string | null;
  bank_currency_information_id: number | null;
  bank_no: string | null;
  crypto_network: string | null;
  wallet_address: string | null;
  dob: string | null;
  gender: string | null;
  register_channel_id: number | null;
  email: string | null;
}

export type ProfileSwitches = Pick<
  GlobalConfig,
  'profile_dob' | 'profile_gender' | 'profile_register_channel' | 'email_required'
>;

const filled = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/** Which required profile fields are still empty, in the API's field names; empty means complete. */
export function missingProfileFields(user: ProfileFacts, config: ProfileSwitches): string[] {
  const missing: string[] = [];
  if (!filled(user.first_name)) missing.push('first_name');
  // Step 2 takes a bank account or, instead, a crypto wallet: either pays out.
  const hasBank = filled(user.bank_currency_information_id) && filled(user.bank_no);
  const hasWallet = filled(user.crypto_network) && filled(user.wallet_address);
  if (!hasBank && !hasWallet) missing.push('bank_currency_information_id', 'bank_no');
  if (config.profile_dob && !filled(user.dob)) missing.push('DOB');
  if (config.profile_gender && !filled(user.gender)) missing.push('gender');
  if (config.profile_register_channel && !filled(user.register_channel_id)) {
    missing.push('register_channal_id');
  }
  if (config.email_required && !filled(user.email)) missing.push('email');
  return missing;
}

/**
 * Spec section 4: bank_currency_information_id, bank_no and first_name filled, plus DOB, gender,
 * register channel and email when the global config turns those on.
 */
export function isProfileComplete(user: ProfileFacts, config: ProfileSwitches): boolean {
  return missingProfileFields(user, config).length === 0;
}

export async function loadProfileSwitches(db: Queryable): Promise<ProfileSwitches> {
  const { rows } = await db.query<{ value: Partial<ProfileSwitches> }>(
    `SELECT value FROM settings WHERE key = 'global_config'`,
  );
  const value = rows[0]?.value ?? {};
  return {
    profile_dob: value.profile_dob ?? false,
    profile_gender: value.profile_gender ?? false,
    profile_register_channel: value.profile_register_channel ?? false,
    email_required: value.email_required ?? false,
  };
}

export async function loadProfileFacts(db: Queryable, userId: number): Promise<ProfileFacts | undefined> {
  const { rows } = await db.query<ProfileFacts>(
    `SELECT first_name, bank_currency_information_id, bank_no, crypto_network, wallet_address,
            to_char(dob, 'YYYY-MM-DD') AS dob, gender, register_channel_id, email
       FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * Throws 403 PROFILE_INCOMPLETE (field errors name what is missing) unless the member's profile is
 * complete. Deposit, withdrawal and game launch call it inside their transaction, before any change.
 */
export async function assertProfileComplete(tx: Queryable, userId: number): Promise<void> {
  const facts = await loadProfileFacts(tx, userId);
  const switches = await loadProfileSwitches(tx);
  const missing = facts ? missingProfileFields(facts, switches) : ['first_name'];
  if (missing.length === 0) return;
  throw new AppError(
    403,
    'PROFILE_INCOMPLETE',
    PROFILE_MESSAGES.profileIncomplete,
    missing.map((field) => ({ field, message: PROFILE_MESSAGES.required })),
  );
}
