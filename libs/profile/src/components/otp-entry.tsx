import { useState } from 'react';
import { OtpCodeForm, sentOtp } from '@casino/auth';
import type { SentOtp } from '@casino/auth';
import { useFailureText } from '@casino/forms';
import { Badge, Button, Inline, Stack } from '@casino/ui-kit';
import type { OtpChallenge, OtpVerified } from '@casino/contracts';
import { useProfileText } from '../text';

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
 * Spec 2 and 3: one channel of step 1. Send a code, then auth's OTP entry (the reference code, the expiry
 * and resend countdowns, the localized failures: "Wrong OTP, enter again", "OTP expired", the retry
 * message for DATA_NOT_FOUND); once verified, the server's message and the flag.
 */
export function OtpEntry({ label, verified, request, verify, onVerified, children }: OtpEntryProps) {
  const t = useProfileText();
  const failureText = useFailureText();
  const [sent, setSent] = useState<SentOtp | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => setSent(sentOtp(await request()));
  const sendFirst = async () => {
    setSending(true);
    setSendFailure(null);
    try {
      await send();
    } catch (error) {
      setSendFailure(failureText(error));
    } finally {
      setSending(false);
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
            {sent ? (
              <OtpCodeForm
                sent={sent}
                label={t('otp.code', { ns: 'auth' })}
                verify={async (otp) => {
                  const result = await verify({ otpReferenceCode: sent.otpReferenceCode, otp });
                  setNotice(result.message);
                  setSent(null);
                  onVerified(result);
                }}
                resend={send}
              />
            ) : (
              <>
                <Inline gap="sm" alignItems="center">
                  <Button type="button" loading={sending} onClick={() => void sendFirst()}>
                    {t('otp.send')}
                  </Button>
                </Inline>
                {sendFailure ? <p role="alert">{sendFailure}</p> : null}
              </>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
