import type { MemberLevel } from '@casino/contracts/quests';
import { useQuestsText } from '../text';
import { LevelCard } from './level-card';
import * as styles from './member-level.css';

export interface LevelListProps {
  /** Lowest first. */
  levels: readonly MemberLevel[];
  /** The member's level, marked as theirs; none for a visitor or a member below the first level. */
  currentId?: number | undefined;
  money: (amount: string) => string;
}

/** Every level of a currency, lowest first, as an ordered list of cards; the member's own is marked. */
export function LevelList({ levels, currentId, money }: LevelListProps) {
  const t = useQuestsText();
  return (
    <ol className={styles.levelGrid} aria-label={t('levels.list')}>
      {levels.map((level) => {
        const current = level.id === currentId;
        return (
          <li key={level.id} className={styles.levelItem} aria-current={current ? 'true' : undefined}>
            <LevelCard level={level} money={money} current={current} />
          </li>
        );
      })}
    </ol>
  );
}
