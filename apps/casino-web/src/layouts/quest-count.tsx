import { Suspense, lazy } from 'react';
import { useMemberPrivileges, useSession } from '@casino/auth';
import { useHasPage } from '@casino/site-shell';

/**
 * Whether the quest link shows: the site has the quest pages, and a member has the quest privilege (the
 * guard would send them home otherwise); a visitor sees the board and is asked to log in to join.
 */
export function useQuestsShown(): boolean {
  const hasQuests = useHasPage('default', 'quest');
  const loggedIn = useSession().isLoggedIn;
  const privileges = useMemberPrivileges({ enabled: loggedIn });
  if (!hasQuests) return false;
  return !loggedIn || (privileges.data ?? []).includes('quest');
}

// Loaded with the quest library, and only for a member who may play quests.
const QuestBadge = lazy(() => import('../app/modal-parts/quest-badge'));

/** Rewards waiting to be claimed (and today's open check-in), beside the quest link. */
export function QuestCount() {
  const loggedIn = useSession().isLoggedIn;
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <QuestBadge />
    </Suspense>
  );
}
