import { useState } from 'react';
import type { MutableRefObject } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '@casino/forms';
import { Button, Inline, PasswordInput, Stack, TextInput } from '@casino/ui-kit';
import { LoginRequest, isTwoFactorChallenge } from '@casino/contracts';
import type { AuthResult, LoginResult, TwoFactorChallenge } from '@casino/contracts';
import { useLogin } from '../api/login';
import { useLocalPath } from '../language';
import { useAuthText } from '../strings';
import { LoginFailedDialog, useFailureExplainer } from './login-failed-dialog';
import { TwoFactorStep } from './two-factor-step';

export interface LoginFormProps {
  onLoggedIn?: (result: AuthResult) => void;
  /** Called when the visitor follows the register or forgot-password link (the modal closes). */
  onLeave?: () => void;
  /** Receives the username input, for a modal's initial focus. */
  usernameRef?: MutableRefObject<HTMLInputElement | null>;
}

export function LoginForm({ onLoggedIn, onLeave, usernameRef }: LoginFormProps) {
  const t = useAuthText();
  const localPath = useLocalPath();
  const login = useLogin();
  const explainFailure = useFailureExplainer();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [challenge, setChallenge] = useState<{ value: TwoFactorChallenge; deviceToken?: string } | null>(
    null,
  );
  const form = useZodForm(LoginRequest, {
    defaultValues: { strategy: 'local' as const, username: '', password: '' },
  });
  const username = form.field('username');

  // Spec 8: a refused login is explained in a dialog, not on the fields.
  const submit = form.submit(async (values) => {
    let result: LoginResult;
    try {
      result = await login.mutateAsync(values);
    } catch (error) {
      setFailure({ error });
      return;
    }
    // Two-factor on: the password was right; the code step opens the session.
    if (isTwoFactorChallenge(result)) {
      form.form.resetField('password');
      setChallenge({ value: result, ...(values.device_token ? { deviceToken: values.device_token } : {}) });
      return;
    }
    onLoggedIn?.(result);
  });

  const failureDialog = failure ? (
    <LoginFailedDialog error={failure.error} explain={explainFailure} onClose={() => setFailure(null)} />
  ) : null;

  if (challenge) {
    return (
      <>
        <TwoFactorStep
          challenge={challenge.value}
          deviceToken={challenge.deviceToken}
          onLoggedIn={(result) => onLoggedIn?.(result)}
          onBack={() => setChallenge(null)}
          onFailure={(error) => setFailure({ error })}
        />
        {failureDialog}
      </>
    );
  }

  return (
    <>
      <form {...submit} aria-label={t('login.title')}>
        <Stack gap="md">
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="off"
            {...username}
            ref={(element) => {
              username.ref(element);
              if (usernameRef) usernameRef.current = element;
            }}
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            showLabel={t('a11y.showPassword', { ns: 'common' })}
            hideLabel={t('a11y.hidePassword', { ns: 'common' })}
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Inline justifyContent="flex-end">
            <Link to={localPath('/forgot-password')} onClick={onLeave}>
              {t('login.forgotPassword')}
            </Link>
          </Inline>
          <Button type="submit" fullWidth loading={form.busy}>
            {t('login.submit')}
          </Button>
          <p>
            {t('login.noAccount')}{' '}
            <Link to={localPath('/register')} onClick={onLeave}>
              {t('login.registerLink')}
            </Link>
          </p>
        </Stack>
      </form>
      {failureDialog}
    </>
  );
}
