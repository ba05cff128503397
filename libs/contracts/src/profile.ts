import { z } from './zod-config';
import { vmsg } from './validation';
import { AuthenticatedUser, Gender } from './entities/user';
import { Id } from './entities/reference';

/** Networks a member may take payouts on, instead of a bank account. */
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'BTC'] as const;
export const CryptoNetwork = z.enum(CRYPTO_NETWORKS);
export type CryptoNetwork = z.infer<typeof CryptoNetwork>;

/** Spec section 5: the member must be over 18. */
export const MINIMUM_AGE = 18;

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC calendar dates). */
export function ageOn(dob: string, today: Date): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const y = today.getUTCFullYear();
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return y - year - (birthdayPassed ? 0 : 1);
}

/** A real calendar date as `YYYY-MM-DD` (the form joins day, month and year). */
export const DateOfBirth = z
  .string({ error: vmsg('invalid_date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: vmsg('invalid_date'), abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return value >= '1900-01-01' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, vmsg('invalid_date'));

/** Letters of any script, marks, spaces, apostrophes, dots and hyphens. */
const personName = z
  .string({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(100, vmsg('max_length', { max: 100 }))
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, vmsg('invalid_value'));

export const BankNumber = z
  .string({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .regex(/^\d+$/, vmsg('digits_only'))
  .max(20, vmsg('max_digits', { max: 20 }));

export const WalletAddress = z
  .string({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(100, vmsg('invalid_wallet_address'))
  .regex(/^[A-Za-z0-9]+$/, vmsg('invalid_wallet_address'));

/**
 * `PATCH /api/mb/users/{id}`: the fields of profile step 2; absent fields stay as they are. When a
 * personal field is sent, first and last name (and DOB, gender, channel, email when the global config
 * turns them on) must be filled afterwards. Payout details are a bank and account number, or a crypto
 * network and wallet address; once set they are changed only by support.
 */
export const ProfileUpdate = z
  .strictObject({
    first_name: personName.optional(),
    last_name: personName.optional(),
    gender: Gender.optional(),
    DOB: DateOfBirth.optional(),
    /** Line ID (WhatsApp in the Indonesian texts). */
    line_id: z
      .string()
      .trim()
      .min(1, vmsg('required'))
      .max(64, vmsg('max_length', { max: 64 }))
      .regex(/^[A-Za-z0-9._+@-]+$/, vmsg('invalid_value'))
      .optional(),
    security_question_id: Id.optional(),
    security_answer: z
      .string()
      .trim()
      .min(1, vmsg('required'))
      .max(100, vmsg('max_length', { max: 100 }))
      .optional(),
    register_channal_id: Id.optional(),
    email: z.email(vmsg('invalid_email')).max(254).optional(),
    bank_currency_information_id: Id.optional(),
    bank_no: BankNumber.optional(),
    crypto_network: CryptoNetwork.optional(),
    wallet_address: WalletAddress.optional(),
  })
  .superRefine((value, ctx) => {
    const pair = (a: keyof typeof value, b: keyof typeof value) => {
      if ((value[a] === undefined) !== (value[b] === undefined)) {
        const missing = value[a] === undefined ? a : b;
        ctx.addIssue({ code: 'custom', path: [missing], message: vmsg('required') });
      }
    };
    pair('security_question_id', 'security_answer');
    pair('bank_currency_information_id', 'bank_no');
    pair('crypto_network', 'wallet_address');
    if (value.bank_no !== undefined && value.wallet_address !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['wallet_address'], message: vmsg('invalid_value') });
    }
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** The member's own profile after an update: the user plus the step 2 extras and verified flags. */
export const MemberProfile = AuthenticatedUser.extend({
  line_id: z.string().nullable(),
  security_question_id: Id.nullable(),
  crypto_network: CryptoNetwork.nullable(),
  wallet_address: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  profile_complete: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

/** `user-verify-bank-info`: is this account (or wallet) free to register? */
export const BankInfoCheck = z.union([
  z.strictObject({ bank_currency_information_id: Id, bank_no: BankNumber }),
  z.strictObject({ crypto_network: CryptoNetwork, wallet_address: WalletAddress }),
]);
export type BankInfoCheck = z.infer<typeof BankInfoCheck>;

export const BankInfoAvailable = z.object({ available: z.literal(true) });

/** The member's chosen security question; the answer is stored hashed and never returned. */
export const MemberSecurityQuestion = z.object({
  security_question_id: Id,
  question: z.string(),
  has_answer: z.boolean(),
});
export type MemberSecurityQuestion = z.infer<typeof MemberSecurityQuestion>;

export const SetSecurityQuestion = z.strictObject({
  security_question_id: Id,
  security_answer: z
    .string({ error: vmsg('required') })
    .trim()
    .min(1, vmsg('required'))
    .max(100, vmsg('max_length', { max: 100 })),
});
export type SetSecurityQuestion = z.infer<typeof SetSecurityQuestion>;
