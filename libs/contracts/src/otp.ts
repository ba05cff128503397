import { z } from './zod-config';
import { vmsg } from './validation';
import { phoneSchema, SERVER_REGISTRATION_RULES } from './entities/auth';
import { Id } from './entities/reference';

/** How a code travels: `sms` to the phone, `email` to the mailbox. */
export const OtpType = z.enum(['sms', 'email']);
export type OtpType = z.infer<typeof OtpType>;

/** The 6-digit code a member types. */
export const OtpCode = z
  .string({ error: vmsg('otp_digits') })
  .trim()
  .regex(/^\d{6}$/, vmsg('otp_digits'));

export const OtpReferenceCode = z.string().trim().min(1).max(32);

/** A language id to localize the answer's message; without it the Accept-Language header decides. */
const languageId = Id.optional();

/** Public OTP request: the phone step of registration (custom function register_type 'phone_otp'). */
export const RegisterOtpRequest = z.strictObject({
  type_verified: z.literal('sms'),
  phone: phoneSchema(SERVER_REGISTRATION_RULES.phoneMinLength, SERVER_REGISTRATION_RULES.phoneMaxLength),
  country_code: z.string().regex(/^[A-Z]{2}$/, vmsg('invalid_country')),
  language_id: languageId,
});
export type RegisterOtpRequest = z.infer<typeof RegisterOtpRequest>;

/**
 * Member OTP request (profile step 1): `sms` goes to the member's phone; `email` to `email` when
 * given (it becomes the member's email once verified), else to the email on file.
 */
export const MemberOtpRequest = z.strictObject({
  type_verified: OtpType,
  email: z.email(vmsg('invalid_email')).max(254).optional(),
  language_id: languageId,
});
export type MemberOtpRequest = z.infer<typeof MemberOtpRequest>;

/**
 * A code was sent. `otpResendAfter` is seconds until another may be requested, `expiresOtpSms` the
 * moment the code expires (ISO), `otpRepeatTime` how many wrong entries the code still accepts.
 */
export const OtpChallenge = z.object({
  type_verified: OtpType,
  /** The recipient, masked (`08******78`, `so***@example.com`). */
  to: z.string(),
  otpReferenceCode: z.string(),
  otpResendAfter: z.number().int().min(0),
  expiresOtpSms: z.string(),
  otpRepeatTime: z.number().int().min(0),
  /** "OTP sent", in the request's language. */
  message: z.string(),
});
export type OtpChallenge = z.infer<typeof OtpChallenge>;

export const OtpVerifyRequest = z.strictObject({
  otpReferenceCode: OtpReferenceCode,
  otp: OtpCode,
  language_id: languageId,
});
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequest>;

/**
 * The code was right. `verifyToken` proves it once, for a limited time, to the step that asked for it:
 * users-register (registration OTP) or reset-password (forgot password). Member verification needs no
 * further step; its token is returned for symmetry and is not accepted elsewhere.
 */
export const OtpVerified = z.object({
  verified: z.literal(true),
  type_verified: OtpType,
  verifyToken: z.string(),
  verifyTokenExpiresAt: z.string(),
  message: z.string(),
});
export type OtpVerified = z.infer<typeof OtpVerified>;

/** One item of spec section 3's OTP status list. */
export const OtpStatusItem = z.object({ type_verified: OtpType, OTP_VERIFIED: z.boolean() });

/**
 * Spec sections 3 and 4: the verified flags, the OTP status list, and the verification state:
 * 1 = phone not verified yet, 2 = step 1 done (phone verified, and email too when the global config
 * requires an email), 3 = step 2 done as well (the profile is complete). States 2 and 3 open the
 * second and third steps.
 */
export const VerificationStatus = z.object({
  phone: z.string(),
  email: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  otp_status: z.array(OtpStatusItem),
  verify_state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type VerificationStatus = z.infer<typeof VerificationStatus>;
