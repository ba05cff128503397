import { Link } from 'react-router';
import { Card, Stack } from '@casino/ui-kit';
import { memberSide } from '../api/quests';
import type { AnyQuest } from '../api/quests';
import { useQuestsText } from '../text';
import { QuestAction } from './quest-action';
import { QuestEnds } from './quest-ends';
import { QuestProgress } from './quest-progress';
import { QuestStateBadge } from './quest-state-badge';
import { hasProgress, useQuestWords } from './quest-words';
import * as styles from './quests.css';

export interface QuestCardProps {
  quest: AnyQuest;
  /** The quest's own page. */
  href: string;
  /** Amounts in the quest's currency. */
  money: (amount: string) => string;
}

/**
 * A quest on the board: its name (a link to its page), the member's state, what it pays, what completes it
 * and where it counts, how often it repeats, the member's progress once joined, when it ends, and what can
 * be done now (join, claim, or for a visitor log in).
 */
export function QuestCard({ quest, href, money }: QuestCardProps) {
  const words = useQuestWords(money);
  const member = memberSide(quest);
  return (
    <Card
      as="article"
      headingLevel={3}
      title={
        <Link to={href} className={styles.cardLink}>
          {quest.name}
        </Link>
      }
    >
      <Stack gap="sm">
        {member ? (
          <p className={styles.badges}>
            <QuestStateBadge quest={member} />
          </p>
        ) : null}
        {quest.description ? <p className={styles.description}>{quest.description}</p> : null}
        <QuestFacts quest={quest} money={money} />
        {member && hasProgress(member) && member.joined_at !== null ? (
          <QuestProgress quest={member} text={words.progress(member)} />
        ) : null}
        <QuestEnds endsAt={quest.ends_at} />
        <QuestAction quest={quest} money={money} />
      </Stack>
    </Card>
  );
}

/** What a quest pays, what completes it (and where it counts, and the level it needs), how often. */
export function QuestFacts({ quest, money }: { quest: AnyQuest; money: (amount: string) => string }) {
  const t = useQuestsText();
  const words = useQuestWords(money);
  const restriction = words.restriction(quest);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{t('card.reward')}</dt>
        <dd className={styles.factValue}>
          {words.reward(quest)}
          {quest.reward_free_spin ? (
            <span className={styles.factNote}>{words.spinTerms(quest.reward_free_spin)}</span>
          ) : null}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{t('card.condition')}</dt>
        <dd className={styles.factValue}>
          <ul className={styles.plainList}>
            <li>{words.condition(quest)}</li>
            {restriction ? <li>{restriction}</li> : null}
            {quest.min_level > 0 ? <li>{t('card.minLevel', { level: quest.min_level })}</li> : null}
          </ul>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{t('card.repeat')}</dt>
        <dd className={styles.factValue}>{t(`repeat.${quest.repeat}`)}</dd>
      </div>
    </dl>
  );
}
