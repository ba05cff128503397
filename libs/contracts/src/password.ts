import { z } from './zod-config';
import { vmsg } from './validation';
import { passwordSchema, SERVER_REGISTRATION_RULES } from './entities/auth';
import { OtpType } from './otp';

const required = z.string({ error: vmsg('required') }).min(1, vmsg('required'));
const newPassword = passwordSchema(
  SERVER_REGISTRATION_RULES.passwordMinLength,
  SERVER_REGISTRATION_RULES.passwordMaxLength,
);

function confirmMatches(value: { password: string; confirm_password: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: vmsg('password_mismatch') });
  }
}

/** Spec section 5: current and new password required, the confirmation must match. */
export const ChangePasswordRequest = z
  .strictObject({
    current_password: required.max(128),
    password: newPassword,
    confirm_password: required,
  })
  .superRefine(confirmMatches);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Spec section 7: POST forgot-password with the username and `typeVerified: 'sms'`. */
export const ForgotPasswordRequest = z.strictObject({
  username: required.trim().max(64),
  typeVerified: z.literal('sms'),
  language_id: z.number().int().positive().optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** Spec section 3's forgot-password OTP data; verifyToken comes later, from otp-verified. */
export const ForgotPasswordOtp = z.object({
  username: z.string(),
  /** Masked: only the first two and last two digits show. */
  phone: z.string(),
  type_verified: OtpType,
  otpReferenceCode: z.string(),
  otpResendAfter: z.number().int().min(0),
  expiresOtpSms: z.string(),
  otpRepeatTime: z.number().int().min(0),
  message: z.string(),
});
export type ForgotPasswordOtp = z.infer<typeof ForgotPasswordOtp>;

export const ResetPasswordRequest = z
  .strictObject({
    verifyToken: required.max(128),
    password: newPassword,
    confirm_password: required,
  })
  .superRefine(confirmMatches);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordResult = z.object({ reset: z.literal(true) });
