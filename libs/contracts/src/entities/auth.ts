import { z } from '../zod-config';
import { vmsg } from '../validation';
import { AuthenticatedUser } from './user';

/** The numbers registration checks; the server fills them from config, the form from the same calls. */
export interface RegistrationRules {
  passwordMinLength: number;
  passwordMaxLength: number;
  phoneMinLength: number;
  phoneMaxLength: number;
}

/**
 * The widest bounds the server accepts before it checks the chosen country's own phone lengths:
 * 8 digits is the shortest any seeded country allows (Myanmar, Cambodia, Laos, Singapore), 15 the E.164 cap.
 */
export const SERVER_REGISTRATION_RULES: RegistrationRules = {
  passwordMinLength: 6,
  passwordMaxLength: 64,
  phoneMinLength: 8,
  phoneMaxLength: 15,
};

export function passwordSchema(minLength: number, maxLength = 64) {
  return z
    .string({ error: vmsg('required') })
    .min(1, vmsg('required'))
    .min(minLength, vmsg('min_length', { min: minLength }))
    .max(maxLength, vmsg('max_length', { max: maxLength }))
    .regex(/[a-z]/, vmsg('password_lowercase'))
    .regex(/[A-Z]/, vmsg('password_uppercase'))
    .regex(/\d/, vmsg('password_digit'));
}

export function phoneSchema(min: number, max: number) {
  return z
    .string({ error: vmsg('required') })
    .min(1, vmsg('required'))
    .regex(/^\d+$/, vmsg('digits_only'))
    .min(min, vmsg('min_digits', { min }))
    .max(max, vmsg('max_digits', { max }));
}

/**
 * Spec sections 3 and 5: the username is the phone number; the member accepts the terms (18+).
 * Both the register form and `POST /pbgapi/pb/users-register` validate with this.
 */
export function registrationSchema(rules: RegistrationRules) {
  return z
    .strictObject({
      username: phoneSchema(rules.phoneMinLength, rules.phoneMaxLength),
      phone: phoneSchema(rules.phoneMinLength, rules.phoneMaxLength),
      password: passwordSchema(rules.passwordMinLength, rules.passwordMaxLength),
      confirm_password: z.string({ error: vmsg('required') }).min(1, vmsg('required')),
      country_code: z.string({ error: vmsg('invalid_country') }).regex(/^[A-Z]{2}$/, vmsg('invalid_country')),
      currencyId: z.coerce
        .number({ error: vmsg('invalid_currency') })
        .int()
        .positive(vmsg('invalid_currency')),
      ref_code: z
        .string()
        .trim()
        .max(32, vmsg('max_length', { max: 32 }))
        .regex(/^[A-Za-z0-9]*$/, vmsg('invalid_referral'))
        .optional(),
      email: z.email(vmsg('invalid_email')).max(254).optional(),
      subscribe_email: z.boolean().default(false),
      terms_condition: z.literal(true, { error: vmsg('accept_terms') }),
      /** The verifyToken of the phone's otp-verified; required when register_type is 'phone_otp'. */
      otp_verify_token: z.string().min(1).max(128).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.password !== value.confirm_password) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: vmsg('password_mismatch') });
      }
      if (value.username !== value.phone) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: vmsg('username_matches_phone') });
      }
    });
}
export const Registration = registrationSchema(SERVER_REGISTRATION_RULES);
export type Registration = z.infer<typeof Registration>;

export const LoginRequest = z.strictObject({
  strategy: z.literal('local'),
  username: z
    .string({ error: vmsg('required') })
    .trim()
    .min(1, vmsg('required'))
    .max(64),
  password: z
    .string({ error: vmsg('required') })
    .min(1, vmsg('required'))
    .max(128),
  /** Push token of the device, when the member allowed notifications. */
  device_token: z.string().max(512).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AuthResult = z.object({
  accessToken: z.string(),
  authentication: z.object({ strategy: z.literal('local'), expiresAt: z.string() }),
  user: AuthenticatedUser,
});
export type AuthResult = z.infer<typeof AuthResult>;

export const LogoutResult = z.object({ loggedOut: z.literal(true) });

// Zod-free (their own module), so the first load's session probe takes them without the schemas here.
export { SESSION_HINT_VALUE, sessionCookieNames } from './session-cookies';
