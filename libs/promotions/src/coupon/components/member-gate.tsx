import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import { useLoginModal, useSession } from '@casino/auth';
import type { ReactNode } from 'react';
import { useCouponText } from '../text';

/**
 * The coupon pages are a member's: a visitor sees why (`prompt`, paragraphs) and a way to log in (the
 * login modal), then the page itself once logged in, the code of a marketing link still in the address.
 */
export function CouponMemberGate({ prompt, children }: { prompt: ReactNode; children: ReactNode }) {
  const t = useCouponText();
  const session = useSession();
  const login = useLoginModal();
  if (session.isPending) return <LoadingStatus label={t('loading')} />;
  if (!session.isLoggedIn) {
    return (
      <Stack gap="sm">
        {prompt}
        <div>
          <Button onClick={login.open}>{t('login')}</Button>
        </div>
      </Stack>
    );
  }
  return <>{children}</>;
}
