import { Stack } from '@casino/ui-kit';
import { LoginHistorySection } from '../components/login-history-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { useSecurityText } from '../text';

/** /{lang}/setting/security: two-factor login, active sessions and login history. */
export function SecurityPage() {
  const t = useSecurityText();
  return (
    <Stack gap="lg">
      <h1>{t('title')}</h1>
      <TwoFactorSection />
      <SessionsSection />
      <LoginHistorySection />
    </Stack>
  );
}
