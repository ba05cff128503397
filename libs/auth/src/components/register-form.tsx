import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Button, Checkbox, PasswordInput, Select, Stack, TextInput } from '@casino/ui-kit';
import { vmsg } from '@casino/contracts';
import type { AuthResult, Registration } from '@casino/contracts';
import { useReferralCodeCheck } from '../api/check-refcode';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { registrationRulesFor, useRegistrationOptions } from '../api/registration-options';
import type { RegistrationOptions } from '../api/registration-options';
import { useApiErrorText } from '../errors';
import { useLocalPath, useRouteLanguage } from '../language';
import { useAuthText, useValidationText } from '../strings';
import { PhoneVerificationCancelled } from './register-otp-dialog';
import { placeRegisterError } from './register-errors';
import { registrationResolver } from './register-schema';
import type { RegistrationInput } from './register-schema';

/**
 * The phone OTP step (custom function register_type 'phone_otp', issue 4): called with the validated
 * phone before the account is created; it proves the phone and resolves the otp-verified verifyToken,
 * which is sent as `otp_verify_token`. Without it the registration goes straight to the server.
 */
export type PhoneVerificationStep = (phone: { phone: string; country_code: string }) => Promise<string>;

export interface RegisterFormProps {
  /** The server's id of the page language (password-config is per language). */
  languageId: number;
  /** Prefills the referral code (the page passes `?ref_code=`). */
  initialRefCode?: string;
  verifyPhone?: PhoneVerificationStep;
  /** The new member is logged in: the answer of the login that followed the registration. */
  onRegistered?: (session: AuthResult) => void;
}

export function RegisterForm({ languageId, ...props }: RegisterFormProps) {
  const t = useAuthText();
  const options = useRegistrationOptions(languageId);
  if (!options.data) return <p role="status">{t('loading.title', { ns: 'common' })}</p>;
  return <RegisterFormFields options={options.data} {...props} />;
}

function RegisterFormFields({
  options,
  initialRefCode,
  verifyPhone,
  onRegistered,
}: Omit<RegisterFormProps, 'languageId'> & { options: RegistrationOptions }) {
  const t = useAuthText();
  const v = useValidationText();
  const lang = useRouteLanguage();
  const localPath = useLocalPath();
  const errorText = useApiErrorText();
  const register = useRegister();
  const login = useLogin();
  const checkReferral = useReferralCodeCheck();
  const [invalidRefCode, setInvalidRefCode] = useState<string | null>(null);
  const defaultCurrency = options.currencies.find((c) => c.code === options.general.default_currency_code);
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: registrationResolver(options, lang),
    defaultValues: {
      username: '',
      phone: '',
      password: '',
      confirm_password: '',
      country_code: options.general.default_country_code,
      currencyId: defaultCurrency?.id ?? options.currencies[0]?.id,
      ref_code: initialRefCode ?? '',
      email: '',
      subscribe_email: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const rules = registrationRulesFor(options, form.watch('country_code'), lang);
  const withEmail = options.global.register_with_email;

  const checkRefCode = async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const valid = await checkReferral(trimmed);
    setInvalidRefCode(valid ? null : trimmed);
    if (valid) form.clearErrors('ref_code');
    else form.setError('ref_code', { message: vmsg('invalid_referral') });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.ref_code && values.ref_code === invalidRefCode) {
      form.setError('ref_code', { message: vmsg('invalid_referral') }, { shouldFocus: true });
      return;
    }
    try {
      const token = verifyPhone
        ? await verifyPhone({ phone: values.phone, country_code: values.country_code })
        : undefined;
      await register.mutateAsync(token ? { ...values, otp_verify_token: token } : values);
    } catch (error) {
      if (!(error instanceof PhoneVerificationCancelled)) placeRegisterError(error, form.setError, errorText);
      return;
    }
    try {
      const session = await login.mutateAsync({
        strategy: 'local',
        username: values.username,
        password: values.password,
      });
      onRegistered?.(session);
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });

  const countryOptions = options.countries.map((country) => ({
    value: country.country_code,
    label: `${country.country_name} (${country.dial_code})`,
  }));
  const currencyOptions = options.currencies.map((currency) => ({
    value: String(currency.id),
    label: `${currency.code} (${currency.symbol})`,
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
      <Stack gap="md">
        <Select
          label={t('register.countryCode')}
          options={countryOptions}
          error={v(errors.country_code?.message)}
          {...form.register('country_code')}
        />
        <TextInput
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          hint={t('register.phoneHint', { min: rules.phoneMinLength, max: rules.phoneMaxLength })}
          restrict="numeric"
          autoComplete="tel-national"
          maxLength={rules.phoneMaxLength}
          error={v(errors.phone?.message ?? errors.username?.message)}
          {...form.register('phone')}
        />
        <Select
          label={t('register.currency')}
          options={currencyOptions}
          error={v(errors.currencyId?.message)}
          {...form.register('currencyId')}
        />
        <PasswordInput
          label={t('register.password')}
          hint={t('register.passwordHint', { min: rules.passwordMinLength })}
          showLabel={t('a11y.showPassword', { ns: 'common' })}
          hideLabel={t('a11y.hidePassword', { ns: 'common' })}
          autoComplete="new-password"
          error={v(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          showLabel={t('a11y.showPassword', { ns: 'common' })}
          hideLabel={t('a11y.hidePassword', { ns: 'common' })}
          autoComplete="new-password"
          error={v(errors.confirm_password?.message)}
          {...form.register('confirm_password')}
        />
        <TextInput
          label={t('register.referralCode')}
          restrict="alphanumeric"
          autoCapitalize="characters"
          error={v(errors.ref_code?.message)}
          {...form.register('ref_code', { onBlur: (event) => void checkRefCode(String(event.target.value)) })}
        />
        {withEmail ? (
          <TextInput
            label={options.global.email_required ? t('register.email') : t('register.emailOptional')}
            placeholder={t('register.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={v(errors.email?.message)}
            {...form.register('email')}
          />
        ) : null}
        <Checkbox label={t('register.subscribe')} {...form.register('subscribe_email')} />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTermsWithLink"
              components={{
                terms: <a href={localPath('/terms-and-conditions')} target="_blank" rel="noreferrer" />,
              }}
            />
          }
          error={v(errors.terms_condition?.message)}
          {...form.register('terms_condition')}
        />
        {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
