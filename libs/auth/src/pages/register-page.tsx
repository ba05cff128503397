import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import { AuthPage } from '../components/auth-page';
import { RegisterForm, type PhoneVerificationStep } from '../components/register-form';
import { PhoneVerificationCancelled, RegisterOtpDialog } from '../components/register-otp-dialog';
import { useLanguageId, useLocalPath, useRouteLanguage } from '../language';
import { forgetReferralCode, rememberedReferralCode } from '../referral-code';
import { authKeys } from '../session';
import { useAuthText } from '../strings';

interface PendingVerification {
  phone: { phone: string; country_code: string };
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

/** The brand's register_type (custom function): 'phone_otp' adds the SMS step before registering. */
function useRegisterType(languageId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...authKeys.all, 'register-type', languageId],
    enabled: languageId !== undefined,
    queryFn: async ({ signal }) => {
      const reply = await client.find(publicApi.customFunctionFind, { language_id: languageId }, { signal });
      return reply.data[0]?.register_type ?? 'phone';
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The register page (`/{lang}/register`, `?ref_code=` prefills the referral code, else the code kept from
 * a referral link followed in the last 30 days): the new member is logged in and taken home, the kept
 * code forgotten. With register_type 'phone_otp' the validated form first verifies the phone by SMS in a
 * dialog, and registers with the verified token.
 */
export function RegisterPage() {
  const t = useAuthText();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const languageId = useLanguageId(useRouteLanguage());
  const registerType = useRegisterType(languageId.data ?? undefined);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  // Read once: the kept code does not change while the page is open.
  const [keptRefCode] = useState(rememberedReferralCode);
  const refCode = search.get('ref_code') ?? keptRefCode ?? undefined;

  const verifyPhone: PhoneVerificationStep = (phone) =>
    new Promise((resolve, reject) => setPending({ phone, resolve, reject }));

  return (
    <AuthPage title={t('register.title')}>
      {languageId.data && registerType.data ? (
        <RegisterForm
          languageId={languageId.data}
          initialRefCode={refCode}
          {...(registerType.data === 'phone_otp' ? { verifyPhone } : {})}
          onRegistered={() => {
            forgetReferralCode();
            void navigate(localPath('/'));
          }}
        />
      ) : (
        <p role="status">{t('loading.title', { ns: 'common' })}</p>
      )}
      {pending && languageId.data ? (
        <RegisterOtpDialog
          phone={pending.phone}
          languageId={languageId.data}
          onVerified={(token) => {
            setPending(null);
            pending.resolve(token);
          }}
          onCancel={() => {
            setPending(null);
            pending.reject(new PhoneVerificationCancelled());
          }}
        />
      ) : null}
      <p>
        {t('register.haveAccount')} <Link to={localPath('/login')}>{t('register.loginLink')}</Link>
      </p>
    </AuthPage>
  );
}
