import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@casino/auth';
import { localPath, useLanguage } from '../site/locale';
import { webText } from '../strings';

export function LoginPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const justRegistered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  return (
    <>
      <h1>{webText('login.title')}</h1>
      {justRegistered ? <p role="status">{webText('login.registered')}</p> : null}
      <LoginForm onLoggedIn={() => void navigate(localPath(lang))} />
    </>
  );
}
