import { useState } from 'react';
import { Button, Countdown, Inline, Stack, TextInput, useCountdown } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import { OtpVerifyRequest } from '@casino/contracts';
import type { ForgotPasswordOtp, OtpChallenge } from '@casino/contracts';
import { useAuthText } from '../strings';

/** A sent code as the entry shows it; `resendAt` is absolute, so the delay survives re-renders and sleep. */
export interface SentOtp {
  /** The recipient, masked (`08******78`, `so***@example.com`). */
  to: string;
  otpReferenceCode: string;
  /** Epoch milliseconds from which another code may be asked for. */
  resendAt: number;
  /** When the code stops working (ISO). */
  expiresAt: string;
}

/** The answer of any OTP request, stamped when it arrived. */
export function sentOtp(answer: OtpChallenge | ForgotPasswordOtp, now = Date.now()): SentOtp {
  return {
    to: 'to' in answer ? answer.to : answer.phone,
    otpReferenceCode: answer.otpReferenceCode,
    resendAt: now + answer.otpResendAfter * 1000,
    expiresAt: answer.expiresOtpSms,
  };
}

const otpForm = OtpVerifyRequest.pick({ otp: true });

export interface OtpCodeFormProps {
  sent: SentOtp;
  /** The form's accessible name. */
  label: string;
  /** Checks the code; a refusal (wrong, expired, not found) shows on the code field. */
  verify: (otp: string) => Promise<unknown>;
  /** Asks for a new code; the caller passes the new `sent`. */
  resend: () => Promise<unknown>;
}

/**
 * The one OTP entry (registration, forgot password, profile step 1): "OTP sent to" the recipient with the
 * reference code, the 6-digit code, the code's expiry counting down, Verify, and Resend
 * once the server's delay has passed (counting down until then).
 */
export function OtpCodeForm({ sent, label, verify, resend }: OtpCodeFormProps) {
  const t = useAuthText();
  const resendIn = useCountdown(sent.resendAt).seconds;
  const [resending, setResending] = useState(false);
  const form = useZodForm(otpForm, {
    defaultValues: { otp: '' },
    reasonFields: { OTP_INCORRECT: 'otp', OTP_EXPIRED: 'otp', DATA_NOT_FOUND: 'otp' },
  });

  const onResend = async () => {
    setResending(true);
    form.form.clearErrors();
    try {
      await resend();
      form.form.reset();
    } catch (error) {
      form.fail(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form {...form.submit(({ otp }) => verify(otp))} aria-label={label}>
      <Stack gap="sm">
        <div role="status">
          <p>{t('otp.sentTo', { to: sent.to })}</p>
          <p>{t('otp.reference', { reference: sent.otpReferenceCode })}</p>
        </div>
        <TextInput
          label={t('otp.code')}
          hint={t('otp.codeHint')}
          restrict="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          {...form.field('otp')}
        />
        <Inline gap="sm" alignItems="center">
          <span>{t('otp.expiresIn')}</span>
          <Countdown target={sent.expiresAt} expiredLabel={t('otp.expired')} label={t('otp.expiresIn')} />
        </Inline>
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('otp.verify')}
        </Button>
        <Inline gap="sm" alignItems="center" justifyContent="space-between">
          {resendIn > 0 ? <span>{t('otp.resendIn', { seconds: resendIn })}</span> : null}
          <Button
            type="button"
            variant="ghost"
            disabled={resendIn > 0}
            loading={resending}
            onClick={() => void onResend()}
          >
            {t('otp.resend')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
