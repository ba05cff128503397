import { z } from 'zod';
import { registrationSchema, vmsg } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { registrationRulesFor } from '../api/registration-options';
import type { RegistrationOptions } from '../api/registration-options';

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;

/** The username is the phone number (spec section 5): the form asks once and sends both. */
export function toRequest(values: RegistrationInput): RegistrationInput {
  return {
    ...values,
    username: values.phone,
    ref_code: values.ref_code?.trim() || undefined,
    email: values.email?.trim() || undefined,
  };
}

/**
 * The contracts' `registrationSchema` for the form's values: rebuilt from them because the phone lengths
 * follow the chosen country; an email is required when the global config says so, and a referral code
 * the server already refused is not sent again.
 */
export function registrationFormSchema(
  options: RegistrationOptions,
  lang: LanguageCode,
  refusedRefCode: string | null,
) {
  const emailRequired = options.global.register_with_email && options.global.email_required;
  return (values: RegistrationInput) =>
    z.preprocess(
      (input: RegistrationInput) => toRequest(input),
      registrationSchema(registrationRulesFor(options, values.country_code, lang)).superRefine(
        (value, ctx) => {
          if (emailRequired && !value.email) {
            ctx.addIssue({ code: 'custom', path: ['email'], message: vmsg('required') });
          }
          if (refusedRefCode && value.ref_code === refusedRefCode) {
            ctx.addIssue({ code: 'custom', path: ['ref_code'], message: vmsg('invalid_referral') });
          }
        },
      ),
    );
}
