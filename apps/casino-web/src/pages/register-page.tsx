import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterForm } from '@casino/auth';
import { Card } from '@casino/ui-kit';
import { localPath, useLanguage } from '../site/locale';
import * as page from './page.css';
import { useLanguageRow } from '../site/queries';
import { PageLoading } from '../layouts/default-layout';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const language = useLanguageRow();
  return (
    <div className={page.narrow}>
      <h1 className={page.pageTitle}>{t('register.title')}</h1>
      <Card>
        {language ? (
          <RegisterForm
            languageId={language.id}
            onRegistered={() => void navigate(localPath(lang, 'login'), { state: { registered: true } })}
          />
        ) : (
          <PageLoading />
        )}
      </Card>
    </div>
  );
}
