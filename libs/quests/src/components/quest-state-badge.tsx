import { Badge } from '@casino/ui-kit';
import type { BadgeTone } from '@casino/ui-kit';
import type { MemberQuest, QuestState } from '@casino/contracts/quests';
import { useQuestsText } from '../text';

const STATE_TONE: Record<QuestState, BadgeTone> = {
  open: 'info',
  joined: 'brand',
  completed: 'positive',
  claimed: 'neutral',
  expired: 'critical',
  locked: 'caution',
};

/** The member's state of a quest in words ("Completed", "Needs level 3"); colour only supports it. */
export function QuestStateBadge({ quest }: { quest: Pick<MemberQuest, 'state' | 'min_level'> }) {
  const t = useQuestsText();
  const text =
    quest.state === 'locked' ? t('states.locked', { level: quest.min_level }) : t(`states.${quest.state}`);
  return <Badge tone={STATE_TONE[quest.state]}>{text}</Badge>;
}
