import { useSession } from '../api/profile';
import { AuthPage } from '../components/auth-page';
import { ChangePasswordForm } from '../components/change-password-form';
import { LoginForm } from '../components/login-form';
import { useAuthText } from '../strings';

/** `/{lang}/setting/changePassword`; an anonymous visitor is asked to log in first, in place. */
export function ChangePasswordPage() {
  const t = useAuthText();
  const session = useSession();
  if (session.isPending) return <p role="status">{t('loading.title', { ns: 'common' })}</p>;
  return (
    <AuthPage title={session.isLoggedIn ? t('changePassword.title') : t('login.title')}>
      {session.isLoggedIn ? <ChangePasswordForm /> : <LoginForm />}
    </AuthPage>
  );
}
