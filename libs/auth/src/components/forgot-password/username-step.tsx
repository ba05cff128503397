import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Stack, TextInput } from '@casino/ui-kit';
import type { ForgotPasswordOtp } from '@casino/contracts';
import { useRequestPasswordReset } from '../../api/forgot-password';
import { useApiErrorText } from '../../errors';
import { useAuthText, useValidationText } from '../../strings';
import { forgotPasswordFormSchema } from '../password-schemas';

/** Step 1: the username; the server sends an SMS code to the member's phone (`typeVerified: 'sms'`). */
export function UsernameStep({
  languageId,
  onSent,
}: {
  languageId: number | undefined;
  onSent: (challenge: ForgotPasswordOtp) => void;
}) {
  const t = useAuthText();
  const v = useValidationText();
  const errorText = useApiErrorText();
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { username: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username }) => {
    try {
      onSent(
        await request.mutateAsync({
          username,
          typeVerified: 'sms',
          ...(languageId ? { language_id: languageId } : {}),
        }),
      );
    } catch (error) {
      form.setError('username', { message: errorText(error) }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgotPassword.title')}>
      <Stack gap="md">
        <p>{t('forgotPassword.description')}</p>
        <TextInput
          label={t('forgotPassword.username')}
          autoComplete="username"
          autoCapitalize="off"
          error={v(errors.username?.message)}
          {...form.register('username')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('forgotPassword.sendOtp')}
        </Button>
      </Stack>
    </form>
  );
}
