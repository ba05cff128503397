import { Button, Stack, TextInput } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import type { ForgotPasswordOtp } from '@casino/contracts';
import { useRequestPasswordReset } from '../../api/forgot-password';
import { useAuthText } from '../../strings';
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
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordFormSchema, {
    defaultValues: { username: '' },
    // Every refusal here is about the username (unknown, too many attempts).
    reasonFields: { DATA_NOT_FOUND: 'username', NOT_FOUND: 'username', RATE_LIMITED: 'username' },
  });

  const submit = form.submit(async ({ username }) => {
    onSent(
      await request.mutateAsync({
        username,
        typeVerified: 'sms',
        ...(languageId ? { language_id: languageId } : {}),
      }),
    );
  });

  return (
    <form {...submit} aria-label={t('forgotPassword.title')}>
      <Stack gap="md">
        <p>{t('forgotPassword.description')}</p>
        <TextInput
          label={t('forgotPassword.username')}
          autoComplete="username"
          autoCapitalize="off"
          {...form.field('username')}
        />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('forgotPassword.sendOtp')}
        </Button>
      </Stack>
    </form>
  );
}
