import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Inline, Stack, TextInput } from '@casino/ui-kit';
import type { ForgotPasswordOtp } from '@casino/contracts';
import { useRequestPasswordReset, useVerifyResetOtp } from '../../api/forgot-password';
import { useApiErrorText } from '../../errors';
import { useAuthText, useValidationText } from '../../strings';
import { otpFormSchema } from '../password-schemas';

/** True once `seconds` have passed since the challenge arrived. */
function useResendAllowed(challenge: ForgotPasswordOtp) {
  const [allowed, setAllowed] = useState(challenge.otpResendAfter === 0);
  useEffect(() => {
    setAllowed(challenge.otpResendAfter === 0);
    if (challenge.otpResendAfter === 0) return;
    const timer = setTimeout(() => setAllowed(true), challenge.otpResendAfter * 1000);
    return () => clearTimeout(timer);
  }, [challenge]);
  return allowed;
}

/** Step 2: the 6-digit SMS code; a right one answers the verifyToken the last step needs. */
export function OtpStep({
  challenge,
  languageId,
  onResent,
  onVerified,
}: {
  challenge: ForgotPasswordOtp;
  languageId: number | undefined;
  onResent: (challenge: ForgotPasswordOtp) => void;
  onVerified: (verifyToken: string) => void;
}) {
  const t = useAuthText();
  const v = useValidationText();
  const errorText = useApiErrorText();
  const verify = useVerifyResetOtp();
  const resend = useRequestPasswordReset();
  const resendAllowed = useResendAllowed(challenge);
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;
  const language = languageId ? { language_id: languageId } : {};

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      const verified = await verify.mutateAsync({
        otpReferenceCode: challenge.otpReferenceCode,
        otp,
        ...language,
      });
      onVerified(verified.verifyToken);
    } catch (error) {
      form.setError('otp', { message: errorText(error) }, { shouldFocus: true });
    }
  });

  const onResend = async () => {
    try {
      form.clearErrors();
      onResent(await resend.mutateAsync({ username: challenge.username, typeVerified: 'sms', ...language }));
    } catch (error) {
      form.setError('otp', { message: errorText(error) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgotPassword.otpTitle')}>
      <Stack gap="md">
        <p role="status">
          {t('forgotPassword.otpSent', { phone: challenge.phone, reference: challenge.otpReferenceCode })}
        </p>
        <TextInput
          label={t('forgotPassword.otp')}
          restrict="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          error={v(errors.otp?.message)}
          {...form.register('otp')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('forgotPassword.verify')}
        </Button>
        <Inline justifyContent="space-between">
          {resendAllowed ? null : (
            <span>{t('forgotPassword.resendIn', { seconds: challenge.otpResendAfter })}</span>
          )}
          <Button
            type="button"
            variant="ghost"
            disabled={!resendAllowed}
            loading={resend.isPending}
            onClick={() => void onResend()}
          >
            {t('forgotPassword.resend')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
