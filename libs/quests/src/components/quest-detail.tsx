import type { ReactNode } from 'react';
import { Badge, Card, Stack } from '@casino/ui-kit';
import { formatLocalDateTime } from '@casino/i18n';
import { memberSide } from '../api/quests';
import type { AnyQuest } from '../api/quests';
import { formatBusinessDay, useQuestsText } from '../text';
import { CheckInCard } from './check-in-card';
import { QuestAction } from './quest-action';
import { QuestFacts } from './quest-card';
import { QuestEnds } from './quest-ends';
import { QuestProgress } from './quest-progress';
import { QuestStateBadge } from './quest-state-badge';
import { WhereItCounts } from './where-it-counts';
import { hasProgress, useQuestWords } from './quest-words';
import * as styles from './quests.css';

type Money = (amount: string) => string;

/**
 * One quest in full: its name and state, what it pays and what completes it, the member's progress and
 * what can be done now; for a play quest where it counts (its categories, providers and games to play);
 * and when: its start and end, the current period and when the member joined, completed and claimed it.
 */
export function QuestDetail({ quest, money }: { quest: AnyQuest; money: Money }) {
  const t = useQuestsText();
  const words = useQuestWords(money);
  const member = memberSide(quest);
  const checkIn = quest.type === 'daily_check_in';
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <h1 className={styles.title}>{quest.name}</h1>
        <p className={styles.badges}>
          <Badge tone="brand">{t(`types.${quest.type}`)}</Badge>
          {member ? <QuestStateBadge quest={member} /> : null}
        </p>
      </Stack>

      <Card title={t('quest.about')} headingLevel={2}>
        <Stack gap="md">
          {quest.description ? <p className={styles.description}>{quest.description}</p> : null}
          <QuestFacts quest={quest} money={money} />
          {member && hasProgress(member) && member.joined_at !== null ? (
            <QuestProgress quest={member} text={words.progress(member)} />
          ) : null}
          <QuestEnds endsAt={quest.ends_at} />
          {/* The check-in is done from its own card below, not joined or claimed. */}
          {checkIn && member ? null : <QuestAction quest={quest} money={money} />}
        </Stack>
      </Card>

      {checkIn && member ? <CheckInCard money={money} /> : null}

      {/* Only rounds count for play quests: check-ins, deposits and VIP bonuses name no games. */}
      {quest.type === 'play' ? <WhereItCounts quest={quest} /> : null}

      <Card title={t('quest.timing')} headingLevel={2}>
        <dl className={styles.detailFacts}>
          <Fact label={t('quest.starts')}>{formatLocalDateTime(quest.starts_at)}</Fact>
          <Fact label={t('quest.ends')}>{formatLocalDateTime(quest.ends_at)}</Fact>
          {member ? (
            <Fact label={t('quest.period')}>
              {member.period === 'once' ? t('repeat.once') : formatBusinessDay(member.period)}
            </Fact>
          ) : null}
          {member?.joined_at ? (
            <Fact label={t('quest.joinedAt')}>{formatLocalDateTime(member.joined_at)}</Fact>
          ) : null}
          {member?.completed_at ? (
            <Fact label={t('quest.completedAt')}>{formatLocalDateTime(member.completed_at)}</Fact>
          ) : null}
          {member?.claimed_at ? (
            <Fact label={t('quest.claimedAt')}>{formatLocalDateTime(member.claimed_at)}</Fact>
          ) : null}
        </dl>
      </Card>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
