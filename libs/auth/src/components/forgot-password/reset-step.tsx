import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, PasswordInput, Stack } from '@casino/ui-kit';
import { passwordMinLength } from '@casino/i18n';
import { useResetPassword } from '../../api/forgot-password';
import { useApiErrorText } from '../../errors';
import { useRouteLanguage } from '../../language';
import { useAuthText, useValidationText } from '../../strings';
import { resetPasswordFormSchema } from '../password-schemas';

/** Step 3: the new password, sent with the verifyToken of step 2. */
export function ResetStep({ verifyToken, onReset }: { verifyToken: string; onReset: () => void }) {
  const t = useAuthText();
  const v = useValidationText();
  const lang = useRouteLanguage();
  const errorText = useApiErrorText();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema(lang)),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordProps = {
    showLabel: t('a11y.showPassword', { ns: 'common' }),
    hideLabel: t('a11y.hidePassword', { ns: 'common' }),
    autoComplete: 'new-password',
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ verifyToken, ...values });
      onReset();
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgotPassword.resetTitle')}>
      <Stack gap="md">
        <PasswordInput
          label={t('changePassword.new')}
          hint={t('register.passwordHint', { min: passwordMinLength(lang) })}
          error={v(errors.password?.message)}
          {...passwordProps}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('changePassword.confirm')}
          error={v(errors.confirm_password?.message)}
          {...passwordProps}
          {...form.register('confirm_password')}
        />
        {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('forgotPassword.reset')}
        </Button>
      </Stack>
    </form>
  );
}
