import { CountBadge } from '@casino/ui-kit';
import { useQuestNotification } from '../api/quests';
import { useQuestsText } from '../text';

/** The badge beside the site's quest link: rewards to claim, plus today's check-in while it is open. */
export function QuestBadge() {
  const t = useQuestsText();
  const data = useQuestNotification().data;
  const waiting = data ? data.claimable + (data.check_in_open ? 1 : 0) : 0;
  return <CountBadge count={waiting} label={t('badge.waiting', { count: waiting })} testId="quest-badge" />;
}
