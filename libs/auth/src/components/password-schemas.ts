import { z } from 'zod';
import { passwordSchema, SERVER_REGISTRATION_RULES, vmsg } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { passwordMinLength } from '@casino/i18n';

const required = z.string({ error: vmsg('required') }).min(1, vmsg('required'));

/** Spec 5's new-password rules in the page's language: 6 or 8 characters, lower, upper, digit. */
export function newPasswordSchema(lang: LanguageCode) {
  return passwordSchema(passwordMinLength(lang), SERVER_REGISTRATION_RULES.passwordMaxLength);
}

function confirmMatches(value: { password: string; confirm_password: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: vmsg('password_mismatch') });
  }
}

/** The change-password form: the contracts' ChangePasswordRequest with the language's length. */
export function changePasswordFormSchema(lang: LanguageCode) {
  return z
    .strictObject({
      current_password: required,
      password: newPasswordSchema(lang),
      confirm_password: required,
    })
    .superRefine(confirmMatches);
}

/** The last forgot-password step: a new password and its confirmation (the verifyToken is held aside). */
export function resetPasswordFormSchema(lang: LanguageCode) {
  return z
    .strictObject({ password: newPasswordSchema(lang), confirm_password: required })
    .superRefine(confirmMatches);
}

export const forgotPasswordFormSchema = z.strictObject({
  username: required.trim().max(64),
});
