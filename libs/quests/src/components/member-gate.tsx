import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import { useLoginModal, useSession } from '@casino/auth';
import type { ReactNode } from 'react';
import { useQuestsText } from '../text';

/** Why to log in and a button opening the login modal, for a visitor on a page that shows more to members. */
export function LoginPrompt({ prompt }: { prompt: string }) {
  const t = useQuestsText();
  const login = useLoginModal();
  return (
    <Stack gap="sm">
      <p>{prompt}</p>
      <div>
        <Button onClick={login.open}>{t('login')}</Button>
      </div>
    </Stack>
  );
}

/** A member's page: a visitor sees `prompt` and a way to log in (the login modal), a member `children`. */
export function MemberGate({ prompt, children }: { prompt: string; children: ReactNode }) {
  const t = useQuestsText();
  const session = useSession();
  if (session.isPending) return <LoadingStatus label={t('loading')} />;
  if (!session.isLoggedIn) return <LoginPrompt prompt={prompt} />;
  return <>{children}</>;
}
