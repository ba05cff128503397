import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import type { AuthResult } from '@casino/contracts';
import { passwordMinLength } from '@casino/i18n';
import { useChangePassword } from '../api/change-password';
import { useRouteLanguage } from '../language';
import { useAuthText } from '../strings';
import { changePasswordFormSchema } from './password-schemas';

/** Spec 5 and 8: current, new and confirmation; on success the answer's session replaces the old one. */
export function ChangePasswordForm({ onChanged }: { onChanged?: (session: AuthResult) => void }) {
  const t = useAuthText();
  const lang = useRouteLanguage();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useZodForm(changePasswordFormSchema(lang), {
    defaultValues: { current_password: '', password: '', confirm_password: '' },
    reasonFields: { CURRENT_PASSWORD_INCORRECT: 'current_password' },
  });
  const passwordProps = {
    showLabel: t('a11y.showPassword', { ns: 'common' }),
    hideLabel: t('a11y.hidePassword', { ns: 'common' }),
  };

  const submit = form.submit(async (values) => {
    setDone(false);
    const session = await change.mutateAsync(values);
    form.form.reset();
    setDone(true);
    onChanged?.(session);
  });

  return (
    <form {...submit} aria-label={t('changePassword.title')}>
      <Stack gap="md">
        <PasswordInput
          label={t('changePassword.current')}
          autoComplete="current-password"
          {...passwordProps}
          {...form.field('current_password')}
        />
        <PasswordInput
          label={t('changePassword.new')}
          hint={t('register.passwordHint', { min: passwordMinLength(lang) })}
          autoComplete="new-password"
          {...passwordProps}
          {...form.field('password')}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          {...passwordProps}
          {...form.field('confirm_password')}
        />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        {done ? <p role="status">{t('changePassword.success')}</p> : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
