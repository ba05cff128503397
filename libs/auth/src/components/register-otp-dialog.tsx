import { useEffect, useRef, useState } from 'react';
import { Button, LoadingStatus, Modal, Stack } from '@casino/ui-kit';
import { useFailureText } from '@casino/forms';
import { useRequestRegisterOtp, useVerifyRegisterOtp } from '../api/register-otp';
import { useAuthText } from '../strings';
import { OtpCodeForm, sentOtp } from './otp-code-form';
import type { SentOtp } from './otp-code-form';

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

/**
 * register_type 'phone_otp' (spec 2): once the form validates, an SMS code goes to the phone; the member
 * types it with the reference code in view, and the verified token lets the registration through.
 */
export function RegisterOtpDialog({ phone, languageId, onVerified, onCancel }: RegisterOtpDialogProps) {
  const t = useAuthText();
  const failureText = useFailureText();
  const request = useRequestRegisterOtp();
  const verify = useVerifyRegisterOtp();
  const [sent, setSent] = useState<SentOtp | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const sentOnce = useRef(false);

  const send = async () =>
    setSent(sentOtp(await request.mutateAsync({ type_verified: 'sms', ...phone, language_id: languageId })));
  /** The first code (or another after that one failed): a failure is said in place of the entry. */
  const sendFirst = () => {
    setSendFailure(null);
    send().catch((error: unknown) => setSendFailure(failureText(error)));
  };

  useEffect(() => {
    // One code per opening (StrictMode runs effects twice in development).
    if (sentOnce.current) return;
    sentOnce.current = true;
    sendFirst();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('forgotPassword.otpTitle')}
      closeLabel={t('button.close', { ns: 'common' })}
    >
      {sent ? (
        <OtpCodeForm
          sent={sent}
          label={t('forgotPassword.otpTitle')}
          verify={(otp) =>
            verify
              .mutateAsync({ otpReferenceCode: sent.otpReferenceCode, otp, language_id: languageId })
              .then((verified) => onVerified(verified.verifyToken))
          }
          resend={send}
        />
      ) : sendFailure ? (
        <Stack gap="md">
          <p role="alert">{sendFailure}</p>
          <Button type="button" variant="secondary" onClick={sendFirst}>
            {t('otp.resend')}
          </Button>
        </Stack>
      ) : (
        <LoadingStatus label={t('loading.title', { ns: 'common' })} />
      )}
    </Modal>
  );
}
