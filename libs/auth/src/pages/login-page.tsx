import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../api/profile';
import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';
import { useLocalPath } from '../language';
import { useAuthText } from '../strings';

/** The login page (`/{lang}/login`); a member already logged in goes home. */
export function LoginPage() {
  const t = useAuthText();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const session = useSession();
  if (session.isLoggedIn) return <Navigate to={localPath('/')} replace />;
  return (
    <AuthPage title={t('login.title')}>
      <LoginForm onLoggedIn={() => void navigate(localPath('/'))} />
    </AuthPage>
  );
}
