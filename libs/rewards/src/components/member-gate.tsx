import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import { useLoginModal, useSession } from '@casino/auth';
import type { ReactNode } from 'react';
import { useRewardsText } from '../text';

/**
 * The reward pages are the member's own: a visitor sees why to log in and a button opening the login
 * modal (the shell's guard lets visitors through and sends members whose points are hidden home).
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const t = useRewardsText();
  const session = useSession();
  const login = useLoginModal();
  if (session.isPending) return <LoadingStatus label={t('loading')} />;
  if (!session.isLoggedIn) {
    return (
      <Stack gap="sm">
        <p>{t('loginPrompt')}</p>
        <div>
          <Button onClick={login.open}>{t('login')}</Button>
        </div>
      </Stack>
    );
  }
  return <>{children}</>;
}
