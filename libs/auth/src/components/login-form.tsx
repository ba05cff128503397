import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isApiError } from '@casino/api-client';
import { LoginRequest } from '@casino/contracts';
import type { AuthResult } from '@casino/contracts';
import { useLogin } from '../api/login';
import { useAuthText, useValidationText } from '../strings';
import { Field, FieldMessage } from './field';

export function LoginForm({ onLoggedIn }: { onLoggedIn?: (result: AuthResult) => void }) {
  const t = useAuthText();
  const v = useValidationText();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { strategy: 'local' as const, username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      onLoggedIn?.(result);
    } catch (error) {
      form.setError('root', { message: isApiError(error) ? error.message : String(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Field
        label={t('login.username')}
        autoComplete="username"
        error={v(errors.username?.message)}
        {...form.register('username')}
      />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={v(errors.password?.message)}
        {...form.register('password')}
      />
      {errors.root?.message ? <FieldMessage>{errors.root.message}</FieldMessage> : null}
      <button type="submit" disabled={isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}
