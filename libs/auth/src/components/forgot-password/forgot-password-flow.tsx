import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalPath } from '../../language';
import { useAuthText } from '../../strings';
import { sentOtp } from '../otp-code-form';
import type { SentOtp } from '../otp-code-form';
import { OtpStep } from './otp-step';
import { ResetStep } from './reset-step';
import { UsernameStep } from './username-step';

type Step =
  | { name: 'username' }
  | { name: 'otp'; username: string; sent: SentOtp }
  | { name: 'reset'; verifyToken: string }
  | { name: 'done' };

/** Spec 2 and 3: username → SMS code → new password, then back to log in. */
export function ForgotPasswordFlow({ languageId }: { languageId: number | undefined }) {
  const t = useAuthText();
  const localPath = useLocalPath();
  const [step, setStep] = useState<Step>({ name: 'username' });

  return (
    <>
      {step.name === 'username' ? (
        <UsernameStep
          languageId={languageId}
          onSent={(challenge) =>
            setStep({ name: 'otp', username: challenge.username, sent: sentOtp(challenge) })
          }
        />
      ) : null}
      {step.name === 'otp' ? (
        <OtpStep
          username={step.username}
          sent={step.sent}
          languageId={languageId}
          onResent={(sent) => setStep({ name: 'otp', username: step.username, sent })}
          onVerified={(verifyToken) => setStep({ name: 'reset', verifyToken })}
        />
      ) : null}
      {step.name === 'reset' ? (
        <ResetStep verifyToken={step.verifyToken} onReset={() => setStep({ name: 'done' })} />
      ) : null}
      {step.name === 'done' ? <p role="status">{t('forgotPassword.resetDone')}</p> : null}
      <Link to={localPath('/login')}>{t('forgotPassword.backToLogin')}</Link>
    </>
  );
}
