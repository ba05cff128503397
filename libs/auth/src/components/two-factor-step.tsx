import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@casino/forms';
import { Button, Stack, TextInput } from '@casino/ui-kit';
import { TotpCode, TwoFactorAnswer } from '@casino/contracts';
import type { AuthResult, TwoFactorChallenge } from '@casino/contracts';
import { isApiError } from '@casino/api-client';
import { useLoginTwoFactor } from '../api/login';
import { useAuthText } from '../strings';

const AppCode = z.object({ code: TotpCode });
const RecoveryCode = z.object({ code: TwoFactorAnswer });

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  deviceToken?: string | undefined;
  onLoggedIn: (result: AuthResult) => void;
  /** Back to the password (asked, or the challenge expired). */
  onBack: () => void;
  onFailure: (error: unknown) => void;
}

/** Login's second step: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorStep({ challenge, deviceToken, onLoggedIn, onBack, onFailure }: TwoFactorStepProps) {
  const t = useAuthText();
  const [recovery, setRecovery] = useState(false);
  const verify = useLoginTwoFactor();
  const form = useZodForm(recovery ? RecoveryCode : AppCode, { defaultValues: { code: '' } });
  const code = form.field('code');
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => inputRef.current?.focus(), [recovery]);

  const submit = form.submit(async (values) => {
    let result: AuthResult;
    try {
      result = await verify.mutateAsync({
        challenge: challenge.challenge,
        code: values.code,
        ...(deviceToken ? { device_token: deviceToken } : {}),
      });
    } catch (error) {
      if (isApiError(error) && error.reason === 'TWO_FACTOR_CHALLENGE_EXPIRED') onBack();
      form.form.reset({ code: '' });
      onFailure(error);
      return;
    }
    onLoggedIn(result);
  });

  return (
    <form {...submit} aria-label={t('twoFactor.title')}>
      <Stack gap="md">
        <h2>{t('twoFactor.title')}</h2>
        <p>{recovery ? t('twoFactor.recoveryDescription') : t('twoFactor.description')}</p>
        <TextInput
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? t('twoFactor.recoveryCode') : t('twoFactor.code')}
          autoComplete="one-time-code"
          autoCapitalize="off"
          {...(recovery ? {} : { restrict: 'numeric' as const, maxLength: 6 })}
          {...code}
          ref={(element) => {
            code.ref(element);
            inputRef.current = element;
          }}
        />
        <Button type="submit" fullWidth loading={form.busy}>
          {t('twoFactor.submit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            form.form.reset({ code: '' });
            setRecovery((value) => !value);
          }}
        >
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </Stack>
    </form>
  );
}
