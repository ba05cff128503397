import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@casino/api-client';
import { registrationSchema } from '@casino/contracts';
import type { AuthenticatedUser, Registration } from '@casino/contracts';
import { useRegister } from '../api/register';
import { registrationRulesFor, useRegistrationOptions } from '../api/registration-options';
import type { RegistrationOptions } from '../api/registration-options';
import { useAuthText, useValidationText } from '../strings';
import { Field, FieldMessage } from './field';

type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
type RegisterField = keyof RegistrationInput;

/** The username is the phone number (spec section 5): the form asks once and sends both. */
function toRequest(values: RegistrationInput): RegistrationInput {
  return {
    ...values,
    username: values.phone,
    ref_code: values.ref_code?.trim() || undefined,
    email: values.email?.trim() || undefined,
  };
}

/** Phone lengths depend on the chosen country, so the schema is rebuilt from the current values. */
function registrationResolver(
  options: RegistrationOptions,
): Resolver<RegistrationInput, unknown, Registration> {
  return (values, context, resolverOptions) => {
    const schema = registrationSchema(registrationRulesFor(options, values.country_code));
    return zodResolver(schema)(toRequest(values), context, resolverOptions);
  };
}

/** Server field paths (`body.username`) onto form fields; the username is shown as the phone field. */
function formFieldOf(serverField: string): RegisterField {
  const name = serverField.replace(/^body\./, '');
  return (name === 'username' ? 'phone' : name) as RegisterField;
}

export function RegisterForm({
  languageId,
  onRegistered,
}: {
  languageId: number;
  onRegistered?: (user: AuthenticatedUser) => void;
}) {
  const t = useAuthText();
  const options = useRegistrationOptions(languageId);
  if (!options.data) return <p role="status">{t('loading.title', { ns: 'common' })}</p>;
  return <RegisterFormFields options={options.data} onRegistered={onRegistered} />;
}

function RegisterFormFields({
  options,
  onRegistered,
}: {
  options: RegistrationOptions;
  onRegistered: ((user: AuthenticatedUser) => void) | undefined;
}) {
  const t = useAuthText();
  const v = useValidationText();
  const register = useRegister();
  const defaultCurrency = options.currencies.find((c) => c.code === options.general.default_currency_code);
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: registrationResolver(options),
    defaultValues: {
      username: '',
      phone: '',
      password: '',
      confirm_password: '',
      country_code: options.general.default_country_code,
      currencyId: defaultCurrency?.id ?? options.currencies[0]?.id,
      ref_code: '',
      email: '',
      subscribe_email: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const rules = registrationRulesFor(options, form.watch('country_code'));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await register.mutateAsync(values);
      onRegistered?.(user);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = error.errors.filter((e) => e.field.startsWith('body.'));
      for (const fieldError of placed)
        form.setError(formFieldOf(fieldError.field), { message: fieldError.message });
      if (error.reason === 'USERNAME_TAKEN' && placed.length === 0)
        form.setError('phone', { message: error.message });
      else if (placed.length === 0) form.setError('root', { message: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
      <label>
        {t('register.countryCode')}
        <select {...form.register('country_code')}>
          {options.countries.map((country) => (
            <option key={country.id} value={country.country_code}>
              {country.country_name} ({country.dial_code})
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('register.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={v(errors.phone?.message ?? errors.username?.message)}
        {...form.register('phone')}
      />
      <Field
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint', { min: rules.passwordMinLength })}
        error={v(errors.password?.message)}
        {...form.register('password')}
      />
      <Field
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={v(errors.confirm_password?.message)}
        {...form.register('confirm_password')}
      />
      <label>
        {t('register.currency')}
        <select {...form.register('currencyId')}>
          {options.currencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.code} ({currency.symbol})
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('register.referralCode')}
        error={v(errors.ref_code?.message)}
        {...form.register('ref_code')}
      />
      {options.global.register_with_email ? (
        <Field
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={v(errors.email?.message)}
          {...form.register('email')}
        />
      ) : null}
      <label>
        <input type="checkbox" {...form.register('subscribe_email')} />
        {t('register.subscribe')}
      </label>
      <label>
        <input
          type="checkbox"
          aria-invalid={errors.terms_condition ? true : undefined}
          {...form.register('terms_condition')}
        />
        {t('register.acceptTerms')}
      </label>
      {errors.terms_condition?.message ? (
        <FieldMessage>{v(errors.terms_condition.message)}</FieldMessage>
      ) : null}
      {errors.root?.message ? <FieldMessage>{errors.root.message}</FieldMessage> : null}
      <button type="submit" disabled={isSubmitting}>
        {t('register.submit')}
      </button>
    </form>
  );
}
