import { z } from './zod-config';
import { vmsg } from './validation';
import { AuthResult } from './entities/auth';

/** A 6-digit code of the member's authenticator app. */
export const TotpCode = z
  .string({ error: vmsg('required') })
  .trim()
  .regex(/^\d{6}$/, vmsg('otp_digits'));

/** A 6-digit code or one of the recovery codes (letters and digits, dashes and spaces ignored). */
export const TwoFactorAnswer = z
  .string({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(32)
  .regex(/^[A-Za-z0-9 -]+$/, vmsg('invalid_value'));

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 while off). */
  recovery_codes_left: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Shown once while enabling; the secret is never answered again once confirmed. */
export const TwoFactorSetup = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorConfirm = z.strictObject({ code: TotpCode });
export type TwoFactorConfirm = z.infer<typeof TwoFactorConfirm>;

export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TwoFactorDisable = z.strictObject({
  password: z
    .string({ error: vmsg('required') })
    .min(1, vmsg('required'))
    .max(128),
  code: TwoFactorAnswer,
});
export type TwoFactorDisable = z.infer<typeof TwoFactorDisable>;

export const RecoveryCodesRegenerate = z.strictObject({ code: TotpCode });
export type RecoveryCodesRegenerate = z.infer<typeof RecoveryCodesRegenerate>;

export const LoginHistoryEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  succeeded: z.boolean(),
  ip: z.string().nullable(),
  /** Browser and system names read from the user agent (product names, not translated); null if unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The login that opened the session asking. */
  current: z.boolean(),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>;
export const LoginHistory = z.object({ data: z.array(LoginHistoryEntry) });
export type LoginHistory = z.infer<typeof LoginHistory>;

export const ActiveSession = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The session's last member call (to within a few minutes). */
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;
export const ActiveSessions = z.object({ data: z.array(ActiveSession) });
export type ActiveSessions = z.infer<typeof ActiveSessions>;

export const SignedOut = z.object({ signed_out: z.number().int().nonnegative() });
export type SignedOut = z.infer<typeof SignedOut>;

/** Login's answer when the password was right and two-factor is on: no session yet, a code is asked. */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived and signed; only `login-two-factor` takes it. */
  challenge: z.string(),
  expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

export const LoginResult = z.union([AuthResult, TwoFactorChallenge]);
export type LoginResult = z.infer<typeof LoginResult>;

export const isTwoFactorChallenge = (result: LoginResult): result is TwoFactorChallenge =>
  'two_factor_required' in result;

export const LoginTwoFactor = z.strictObject({
  challenge: z.string().min(1).max(2048),
  code: TwoFactorAnswer,
  device_token: z.string().max(512).optional(),
});
export type LoginTwoFactor = z.infer<typeof LoginTwoFactor>;
