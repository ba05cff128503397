import { useRequestPasswordReset, useVerifyResetOtp } from '../../api/forgot-password';
import { useAuthText } from '../../strings';
import { OtpCodeForm, sentOtp } from '../otp-code-form';
import type { SentOtp } from '../otp-code-form';

/** Step 2: the 6-digit SMS code; a right one answers the verifyToken the last step needs. */
export function OtpStep({
  username,
  sent,
  languageId,
  onResent,
  onVerified,
}: {
  username: string;
  sent: SentOtp;
  languageId: number | undefined;
  onResent: (sent: SentOtp) => void;
  onVerified: (verifyToken: string) => void;
}) {
  const t = useAuthText();
  const verify = useVerifyResetOtp();
  const request = useRequestPasswordReset();
  const language = languageId ? { language_id: languageId } : {};

  return (
    <OtpCodeForm
      sent={sent}
      label={t('forgotPassword.otpTitle')}
      verify={(otp) =>
        verify
          .mutateAsync({ otpReferenceCode: sent.otpReferenceCode, otp, ...language })
          .then((verified) => onVerified(verified.verifyToken))
      }
      resend={async () =>
        onResent(sentOtp(await request.mutateAsync({ username, typeVerified: 'sms', ...language })))
      }
    />
  );
}
