import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '@casino/api-client';
import { RegisterForm } from '@casino/auth';
import { languagesQueryOptions } from '../site/queries';
import { localPath, useLanguage } from '../site/locale';
import { webText } from '../strings';

export function RegisterPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const languages = useQuery(languagesQueryOptions(useApiClient()));
  const language = languages.data?.find((l) => l.code === lang) ?? languages.data?.find((l) => l.is_default);
  return (
    <>
      <h1>{webText('register.title')}</h1>
      {language ? (
        <RegisterForm
          languageId={language.id}
          onRegistered={() => void navigate(localPath(lang, 'login'), { state: { registered: true } })}
        />
      ) : (
        <p role="status">{webText('site.loading')}</p>
      )}
    </>
  );
}
