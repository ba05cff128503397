import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OtpChallenge } from '@casino/contracts';
import { Button, Inline, Modal, Stack, TextInput } from '@casino/ui-kit';
import { useRequestRegisterOtp, useVerifyRegisterOtp } from '../api/register-otp';
import { useApiErrorText } from '../errors';
import { useAuthText, useValidationText } from '../strings';
import { otpFormSchema } from './password-schemas';

/** The registration's phone step was closed without a verified code: the form just waits. */
export class PhoneVerificationCancelled extends Error {
  constructor() {
    super('Phone verification cancelled');
    this.name = 'PhoneVerificationCancelled';
  }
}

export interface RegisterOtpDialogProps {
  phone: { phone: string; country_code: string };
  languageId: number;
  onVerified: (verifyToken: string) => void;
  onCancel: () => void;
}

/** Seconds until another code may be asked for, counting down from the challenge's resend delay. */
function useResendCountdown(challenge: OtpChallenge | null) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!challenge) return;
    const until = Date.now() + challenge.otpResendAfter * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [challenge]);
  return left;
}

/**
 * register_type 'phone_otp' (spec 2): once the form validates, an SMS code goes to the phone; the member
 * types it with the reference code in view, and the verified token lets the registration through.
 */
export function RegisterOtpDialog({ phone, languageId, onVerified, onCancel }: RegisterOtpDialogProps) {
  const t = useAuthText();
  const v = useValidationText();
  const errorText = useApiErrorText();
  const request = useRequestRegisterOtp();
  const verify = useVerifyRegisterOtp();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const resendIn = useResendCountdown(challenge);
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;
  const sentOnce = useRef(false);

  const send = async () => {
    form.clearErrors();
    try {
      setChallenge(await request.mutateAsync({ type_verified: 'sms', ...phone, language_id: languageId }));
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  };

  useEffect(() => {
    // One code per opening (StrictMode runs effects twice in development).
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    if (!challenge) return;
    try {
      const verified = await verify.mutateAsync({
        otpReferenceCode: challenge.otpReferenceCode,
        otp,
        language_id: languageId,
      });
      onVerified(verified.verifyToken);
    } catch (error) {
      form.setError('otp', { message: errorText(error) }, { shouldFocus: true });
    }
  });

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('forgotPassword.otpTitle')}
      closeLabel={t('button.close', { ns: 'common' })}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('forgotPassword.otpTitle')}>
        <Stack gap="md">
          {challenge ? (
            <p role="status">
              {t('forgotPassword.otpSent', { phone: challenge.to, reference: challenge.otpReferenceCode })}
            </p>
          ) : null}
          {errors.root ? <p role="alert">{errors.root.message}</p> : null}
          <TextInput
            label={t('forgotPassword.otp')}
            restrict="numeric"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            error={v(errors.otp?.message)}
            {...form.register('otp')}
          />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={!challenge}>
            {t('forgotPassword.verify')}
          </Button>
          <Inline justifyContent="space-between">
            {resendIn > 0 ? <span>{t('forgotPassword.resendIn', { seconds: resendIn })}</span> : null}
            <Button
              type="button"
              variant="ghost"
              disabled={resendIn > 0}
              loading={request.isPending}
              onClick={() => void send()}
            >
              {t('forgotPassword.resend')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Modal>
  );
}
