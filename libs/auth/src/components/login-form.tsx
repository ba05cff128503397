import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { MutableRefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, Inline, PasswordInput, Stack, TextInput } from '@casino/ui-kit';
import { LoginRequest } from '@casino/contracts';
import type { AuthResult } from '@casino/contracts';
import { useLogin } from '../api/login';
import { useLocalPath } from '../language';
import { useAuthText, useValidationText } from '../strings';
import { LoginFailedDialog, useFailureExplainer } from './login-failed-dialog';

export interface LoginFormProps {
  onLoggedIn?: (result: AuthResult) => void;
  /** Called when the visitor follows the register or forgot-password link (the modal closes). */
  onLeave?: () => void;
  /** Receives the username input, for a modal's initial focus. */
  usernameRef?: MutableRefObject<HTMLInputElement | null>;
}

export function LoginForm({ onLoggedIn, onLeave, usernameRef }: LoginFormProps) {
  const t = useAuthText();
  const v = useValidationText();
  const localPath = useLocalPath();
  const login = useLogin();
  const explainFailure = useFailureExplainer();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { strategy: 'local' as const, username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const username = form.register('username');

  const onSubmit = form.handleSubmit(async (values) => {
    let result: AuthResult;
    try {
      result = await login.mutateAsync(values);
    } catch (error) {
      setFailure({ error });
      return;
    }
    onLoggedIn?.(result);
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="off"
            error={v(errors.username?.message)}
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
            error={v(errors.password?.message)}
            {...form.register('password')}
          />
          <Inline justifyContent="flex-end">
            <Link to={localPath('/forgot-password')} onClick={onLeave}>
              {t('login.forgotPassword')}
            </Link>
          </Inline>
          <Button type="submit" fullWidth loading={isSubmitting}>
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
      {failure ? (
        <LoginFailedDialog error={failure.error} explain={explainFailure} onClose={() => setFailure(null)} />
      ) : null}
    </>
  );
}
