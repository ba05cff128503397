import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { registrationSchema, vmsg } from '@casino/contracts';
import type { LanguageCode, Registration } from '@casino/contracts';
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
 * Validates with the contracts' `registrationSchema`, rebuilt from the current values because the
 * phone lengths follow the chosen country; an email is required when the global config says so.
 */
export function registrationResolver(
  options: RegistrationOptions,
  lang: LanguageCode,
): Resolver<RegistrationInput, unknown, Registration> {
  const emailRequired = options.global.register_with_email && options.global.email_required;
  return (values, context, resolverOptions) => {
    const schema = registrationSchema(registrationRulesFor(options, values.country_code, lang)).superRefine(
      (value, ctx) => {
        if (emailRequired && !value.email) {
          ctx.addIssue({ code: 'custom', path: ['email'], message: vmsg('required') });
        }
      },
    );
    return zodResolver(schema)(toRequest(values), context, resolverOptions);
  };
}
