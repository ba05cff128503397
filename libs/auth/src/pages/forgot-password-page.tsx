import { AuthPage } from '../components/auth-page';
import { ForgotPasswordFlow } from '../components/forgot-password/forgot-password-flow';
import { useLanguageId, useRouteLanguage } from '../language';
import { useAuthText } from '../strings';

/** `/{lang}/forgot-password`: username, SMS code, new password. */
export function ForgotPasswordPage() {
  const t = useAuthText();
  const languageId = useLanguageId(useRouteLanguage());
  return (
    <AuthPage title={t('forgotPassword.title')}>
      <ForgotPasswordFlow languageId={languageId.data ?? undefined} />
    </AuthPage>
  );
}
