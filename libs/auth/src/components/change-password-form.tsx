import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, PasswordInput, Stack } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import type { AuthResult } from '@casino/contracts';
import { useChangePassword } from '../api/change-password';
import { serverFieldMessage, useApiErrorText } from '../errors';
import { useRouteLanguage } from '../language';
import { useAuthText, useValidationText } from '../strings';
import { changePasswordFormSchema } from './password-schemas';
import { passwordMinLength } from '@casino/i18n';

type ChangePasswordField = 'current_password' | 'password' | 'confirm_password';
const FIELDS: readonly string[] = ['current_password', 'password', 'confirm_password'];

/** Spec 5 and 8: current, new and confirmation; on success the answer's session replaces the old one. */
export function ChangePasswordForm({ onChanged }: { onChanged?: (session: AuthResult) => void }) {
  const t = useAuthText();
  const v = useValidationText();
  const lang = useRouteLanguage();
  const errorText = useApiErrorText();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema(lang)),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordProps = {
    showLabel: t('a11y.showPassword', { ns: 'common' }),
    hideLabel: t('a11y.hidePassword', { ns: 'common' }),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(false);
    try {
      const session = await change.mutateAsync(values);
      form.reset();
      setDone(true);
      onChanged?.(session);
    } catch (error) {
      if (isApiError(error) && error.reason === 'CURRENT_PASSWORD_INCORRECT') {
        form.setError('current_password', { message: errorText(error) }, { shouldFocus: true });
        return;
      }
      const placed = isApiError(error)
        ? error.errors.filter((e) => FIELDS.includes(e.field.replace(/^body\./, '')))
        : [];
      placed.forEach((fieldError, index) =>
        form.setError(
          fieldError.field.replace(/^body\./, '') as ChangePasswordField,
          { message: serverFieldMessage(fieldError.message) },
          { shouldFocus: index === 0 },
        ),
      );
      if (placed.length === 0) form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('changePassword.title')}>
      <Stack gap="md">
        <PasswordInput
          label={t('changePassword.current')}
          autoComplete="current-password"
          error={v(errors.current_password?.message)}
          {...passwordProps}
          {...form.register('current_password')}
        />
        <PasswordInput
          label={t('changePassword.new')}
          hint={t('register.passwordHint', { min: passwordMinLength(lang) })}
          autoComplete="new-password"
          error={v(errors.password?.message)}
          {...passwordProps}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          error={v(errors.confirm_password?.message)}
          {...passwordProps}
          {...form.register('confirm_password')}
        />
        {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
        {done ? <p role="status">{t('changePassword.success')}</p> : null}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
