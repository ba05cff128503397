import { Suspense, lazy } from 'react';
import { useSession } from '@casino/auth';
import { useCustomFunction } from '@casino/site-shell';

/** Whether the member's memo features are on: a session, and Personal Message in the config list. */
export function useMemoFeature(): boolean {
  const loggedIn = useSession().isLoggedIn;
  const configList = useCustomFunction().data?.configList ?? [];
  return loggedIn && configList.includes('Personal Message');
}

// Loaded with the memo library, and only for a member of a brand with the inbox.
const MemoCountBadge = lazy(() => import('../app/modal-parts/memo-count-badge'));

/** The member's unread memo count (nothing at 0), beside a link to the account area or the inbox. */
export function UnreadMemoCount() {
  if (!useMemoFeature()) return null;
  return (
    <Suspense fallback={null}>
      <MemoCountBadge />
    </Suspense>
  );
}
