import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../components/auth-page';
import { RegisterForm } from '../components/register-form';
import { useLanguageId, useLocalPath, useRouteLanguage } from '../language';
import { useAuthText } from '../strings';

/**
 * The register page (`/{lang}/register`, `?ref_code=` prefills the referral code): the new member is
 * logged in and taken home. The phone OTP step (register_type 'phone_otp') plugs in as `verifyPhone`.
 */
export function RegisterPage() {
  const t = useAuthText();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const languageId = useLanguageId(useRouteLanguage());
  return (
    <AuthPage title={t('register.title')}>
      {languageId.data ? (
        <RegisterForm
          languageId={languageId.data}
          initialRefCode={search.get('ref_code') ?? undefined}
          onRegistered={() => void navigate(localPath('/'))}
        />
      ) : (
        <p role="status">{t('loading.title', { ns: 'common' })}</p>
      )}
      <p>
        {t('register.haveAccount')} <Link to={localPath('/login')}>{t('register.loginLink')}</Link>
      </p>
    </AuthPage>
  );
}
