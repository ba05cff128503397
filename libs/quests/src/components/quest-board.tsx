import { useId } from 'react';
import { EmptyState, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { QuestState, QuestType } from '@casino/contracts/quests';
import { memberSide } from '../api/quests';
import type { AnyQuest } from '../api/quests';
import { useQuestsText } from '../text';
import { QuestCard } from './quest-card';
import * as styles from './quests.css';

/** The board's groups, in order; the daily check-in has its own card above them. */
export const BOARD_GROUPS = ['play', 'deposit', 'vip'] as const satisfies readonly QuestType[];
type BoardGroup = (typeof BOARD_GROUPS)[number];

/** Within a group: what can be claimed first, then what is under way, open, locked, done and over. */
const STATE_ORDER: Record<QuestState, number> = {
  completed: 0,
  joined: 1,
  open: 2,
  locked: 3,
  claimed: 4,
  expired: 5,
};
const rank = (quest: AnyQuest) => {
  const member = memberSide(quest);
  return member ? STATE_ORDER[member.state] : 0;
};

export interface QuestBoardProps {
  quests: readonly AnyQuest[];
  money: (amount: string) => string;
}

/** The quests grouped by type (Play quests, Deposit quests, VIP bonus), each group a list of cards. */
export function QuestBoard({ quests, money }: QuestBoardProps) {
  const t = useQuestsText();
  const groups = BOARD_GROUPS.map((type) => ({
    type,
    quests: quests.filter((quest) => quest.type === type).sort((a, b) => rank(a) - rank(b)),
  })).filter((group) => group.quests.length > 0);
  if (groups.length === 0) return <EmptyState title={t('page.empty')} />;
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <QuestGroup key={group.type} type={group.type} quests={group.quests} money={money} />
      ))}
    </Stack>
  );
}

function QuestGroup({
  type,
  quests,
  money,
}: {
  type: BoardGroup;
  quests: readonly AnyQuest[];
  money: (amount: string) => string;
}) {
  const t = useQuestsText();
  const localPath = useLocalPath();
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {t(`groups.${type}`)}
      </h2>
      <ul className={styles.questGrid}>
        {quests.map((quest) => (
          <li key={quest.id} className={styles.questItem}>
            <QuestCard quest={quest} href={localPath(`/quest/${quest.id}`)} money={money} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
