import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '@casino/auth';
import { Card } from '@casino/ui-kit';
import { localPath, useLanguage } from '../site/locale';
import * as page from './page.css';

/** The login page (the header opens the same form in a modal). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const justRegistered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  return (
    <div className={page.narrow}>
      <h1 className={page.pageTitle}>{t('login.title')}</h1>
      <Card>
        {justRegistered ? <p role="status">{t('register.success')}</p> : null}
        <LoginForm onLoggedIn={() => void navigate(localPath(lang))} />
      </Card>
    </div>
  );
}
