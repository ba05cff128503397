import { useId } from 'react';
import type { MemberQuest } from '@casino/contracts/quests';
import { useQuestsText } from '../text';
import * as levelStyles from './member-level.css';
import { isCounted } from './quest-words';

export interface QuestProgressProps {
  quest: MemberQuest;
  /** "2 of 3 rounds" or "฿1,200 of ฿5,000". */
  text: string;
}

/**
 * The member's progress on a quest in the current period as a progress bar named "Your progress", its
 * value the rounds or the amount so far (0 up to the target), read out and shown as `text`.
 */
export function QuestProgress({ quest, text }: QuestProgressProps) {
  const t = useQuestsText();
  const id = useId();
  const target = isCounted(quest) ? Math.trunc(Number(quest.target)) : Number(quest.target);
  // A target of 0 is reached from the start; <progress> needs a positive max. A negative win/loss is no
  // progress yet, though the text shows it as it is.
  const max = target > 0 ? target : 1;
  const value = target > 0 ? Math.min(Math.max(Number(quest.progress) || 0, 0), target) : 1;
  return (
    <div className={levelStyles.requirement}>
      <div className={levelStyles.requirementHead}>
        <span id={`${id}-label`} className={levelStyles.requirementLabel}>
          {t('card.progress')}
        </span>
        <span aria-hidden="true">{text}</span>
      </div>
      <progress
        className={levelStyles.bar}
        aria-labelledby={`${id}-label`}
        aria-valuetext={text}
        value={value}
        max={max}
      >
        {text}
      </progress>
    </div>
  );
}
