import { useState } from 'react';
import { Badge, Button, Countdown, Inline, Stack, TextInput } from '@casino/ui-kit';
import { OtpCode } from '@casino/contracts';
import type { OtpChallenge, OtpVerified } from '@casino/contracts';
import { useFailureText, useProfileText, useValidationText } from '../text';
import { useSecondsLeft } from './use-seconds-left';

export interface OtpEntryProps {
  /** Names the group ("Phone", "Email"). */
  label: string;
  verified: boolean;
  /** Sends a code; the answer carries the reference, resend delay and expiry. */
  request: () => Promise<OtpChallenge>;
  verify: (body: { otpReferenceCode: string; otp: string }) => Promise<OtpVerified>;
  onVerified: (verified: OtpVerified) => void;
  /** Shown above the send button (the email field). */
  children?: React.ReactNode;
}

/**
 * Spec 2 and 3: send a code, type it with the reference code in view, resend after the delay (counting
 * down), see the code's expiry count down; the server's "OTP sent" and the localized failures
 * ("Wrong OTP, enter again", "OTP expired", the retry message for DATA_NOT_FOUND) show as they come.
 */
export function OtpEntry({ label, verified, request, verify, onVerified, children }: OtpEntryProps) {
  const t = useProfileText();
  const v = useValidationText();
  const failure = useFailureText();
  const [challenge, setChallenge] = useState<{ data: OtpChallenge; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const resendIn = useSecondsLeft(challenge?.resendAt ?? null);

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const data = await request();
      setChallenge({ data, resendAt: Date.now() + data.otpResendAfter * 1000 });
      setNotice(data.message);
      setCode('');
    } catch (caught) {
      setNotice(null);
      setError(failure(caught));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    const parsed = OtpCode.safeParse(code);
    if (!parsed.success) {
      setError(v(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      const result = await verify({ otpReferenceCode: challenge.data.otpReferenceCode, otp: parsed.data });
      setNotice(result.message);
      setChallenge(null);
      onVerified(result);
    } catch (caught) {
      setNotice(null);
      setError(failure(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label={label}>
      <Stack gap="sm">
        <Inline gap="sm" alignItems="center">
          <strong>{label}</strong>
          <Badge tone={verified ? 'positive' : 'caution'}>
            {verified ? t('otp.verified') : t('otp.notVerified')}
          </Badge>
        </Inline>
        {notice ? <p role="status">{notice}</p> : null}
        {verified ? null : (
          <>
            {children}
            <Inline gap="sm" alignItems="center">
              <Button
                type="button"
                variant={challenge ? 'ghost' : 'primary'}
                disabled={resendIn > 0}
                loading={busy === 'send'}
                onClick={() => void send()}
              >
                {challenge ? t('otp.resend') : t('otp.send')}
              </Button>
              {resendIn > 0 ? (
                <span aria-live="polite">{t('otp.resendIn', { seconds: resendIn })}</span>
              ) : null}
            </Inline>
            {challenge ? (
              <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('otp.code')}>
                <Stack gap="sm">
                  <p>{t('otp.sentTo', { to: challenge.data.to })}</p>
                  <p>{t('otp.reference', { reference: challenge.data.otpReferenceCode })}</p>
                  <TextInput
                    label={t('otp.code')}
                    hint={t('otp.codeHint')}
                    restrict="numeric"
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    error={error ?? undefined}
                  />
                  <Inline gap="sm" alignItems="center">
                    <span>{t('otp.expiresIn')}</span>
                    <Countdown
                      target={challenge.data.expiresOtpSms}
                      expiredLabel={t('otp.expired')}
                      label={t('otp.expiresIn')}
                    />
                  </Inline>
                  <Button type="submit" loading={busy === 'verify'}>
                    {t('otp.verify')}
                  </Button>
                </Stack>
              </form>
            ) : null}
            {!challenge && error ? <p role="alert">{error}</p> : null}
          </>
        )}
      </Stack>
    </section>
  );
}
