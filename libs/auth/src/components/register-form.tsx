import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Button, Checkbox, PasswordInput, Select, Stack, TextInput } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import { isTwoFactorChallenge, vmsg } from '@casino/contracts';
import type { AuthResult } from '@casino/contracts';
import { useReferralCodeCheck } from '../api/check-refcode';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { registrationRulesFor, useRegistrationOptions } from '../api/registration-options';
import type { RegistrationOptions } from '../api/registration-options';
import { useLocalPath, useRouteLanguage } from '../language';
import { useAuthText } from '../strings';
import { PhoneVerificationCancelled } from './register-otp-dialog';
import { registrationFormSchema } from './register-schema';

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
  const lang = useRouteLanguage();
  const localPath = useLocalPath();
  const register = useRegister();
  const login = useLogin();
  const checkReferral = useReferralCodeCheck();
  const [invalidRefCode, setInvalidRefCode] = useState<string | null>(null);
  const defaultCurrency = options.currencies.find((c) => c.code === options.general.default_currency_code);
  const form = useZodForm(registrationFormSchema(options, lang, invalidRefCode), {
    // The username is the phone: what the server says of one shows on the other.
    serverFields: { username: 'phone' },
    reasonFields: { USERNAME_TAKEN: 'phone', INVALID_REFERRAL_CODE: 'ref_code' },
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
  const rules = registrationRulesFor(options, form.form.watch('country_code'), lang);
  const withEmail = options.global.register_with_email;

  const checkRefCode = async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const valid = await checkReferral(trimmed);
    setInvalidRefCode(valid ? null : trimmed);
    if (valid) form.form.clearErrors('ref_code');
    else form.form.setError('ref_code', { message: vmsg('invalid_referral') });
  };

  const submit = form.submit(async (values) => {
    let token: string | undefined;
    try {
      token = verifyPhone
        ? await verifyPhone({ phone: values.phone, country_code: values.country_code })
        : undefined;
    } catch (error) {
      // Closing the code dialog leaves the form as it was.
      if (error instanceof PhoneVerificationCancelled) return;
      throw error;
    }
    await register.mutateAsync(token ? { ...values, otp_verify_token: token } : values);
    const session = await login.mutateAsync({
      strategy: 'local',
      username: values.username,
      password: values.password,
    });
    // A new account has two-factor off, so its login always answers a session.
    if (!isTwoFactorChallenge(session)) onRegistered?.(session);
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
    <form {...submit} aria-label={t('register.title')}>
      <Stack gap="md">
        <Select label={t('register.countryCode')} options={countryOptions} {...form.field('country_code')} />
        <TextInput
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          hint={t('register.phoneHint', { min: rules.phoneMinLength, max: rules.phoneMaxLength })}
          restrict="numeric"
          autoComplete="tel-national"
          maxLength={rules.phoneMaxLength}
          {...form.field('phone')}
          error={form.error('phone') ?? form.error('username')}
        />
        <Select label={t('register.currency')} options={currencyOptions} {...form.field('currencyId')} />
        <PasswordInput
          label={t('register.password')}
          hint={t('register.passwordHint', { min: rules.passwordMinLength })}
          showLabel={t('a11y.showPassword', { ns: 'common' })}
          hideLabel={t('a11y.hidePassword', { ns: 'common' })}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          showLabel={t('a11y.showPassword', { ns: 'common' })}
          hideLabel={t('a11y.hidePassword', { ns: 'common' })}
          autoComplete="new-password"
          {...form.field('confirm_password')}
        />
        <TextInput
          label={t('register.referralCode')}
          restrict="alphanumeric"
          autoCapitalize="characters"
          {...form.field('ref_code', { onBlur: (event) => void checkRefCode(String(event.target.value)) })}
        />
        {withEmail ? (
          <TextInput
            label={options.global.email_required ? t('register.email') : t('register.emailOptional')}
            placeholder={t('register.emailPlaceholder')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
        ) : null}
        <Checkbox label={t('register.subscribe')} {...form.field('subscribe_email')} />
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
          {...form.field('terms_condition')}
        />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
