import { Button, PasswordInput, Stack } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import { passwordMinLength } from '@casino/i18n';
import { useResetPassword } from '../../api/forgot-password';
import { useRouteLanguage } from '../../language';
import { useAuthText } from '../../strings';
import { resetPasswordFormSchema } from '../password-schemas';

/** Step 3: the new password, sent with the verifyToken of step 2. */
export function ResetStep({ verifyToken, onReset }: { verifyToken: string; onReset: () => void }) {
  const t = useAuthText();
  const lang = useRouteLanguage();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema(lang), {
    defaultValues: { password: '', confirm_password: '' },
  });
  const passwordProps = {
    showLabel: t('a11y.showPassword', { ns: 'common' }),
    hideLabel: t('a11y.hidePassword', { ns: 'common' }),
    autoComplete: 'new-password',
  };

  const submit = form.submit(async (values) => {
    await reset.mutateAsync({ verifyToken, ...values });
    onReset();
  });

  return (
    <form {...submit} aria-label={t('forgotPassword.resetTitle')}>
      <Stack gap="md">
        <PasswordInput
          label={t('changePassword.new')}
          hint={t('register.passwordHint', { min: passwordMinLength(lang) })}
          {...passwordProps}
          {...form.field('password')}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          {...passwordProps}
          {...form.field('confirm_password')}
        />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('forgotPassword.reset')}
        </Button>
      </Stack>
    </form>
  );
}
