import { useId } from 'react';
import { useQuestsText } from '../text';
import * as styles from './member-level.css';

export interface RequirementProgressProps {
  label: string;
  /** What the member has accumulated (may be negative: win/loss after a winning run). */
  current: string;
  /** The next level's threshold. */
  target: string;
  money: (amount: string) => string;
}

/**
 * One requirement of the next level as a progress bar: named by its label, its value the accumulated
 * amount (0 to the threshold), read out and shown as "฿4,000 of ฿10,000".
 */
export function RequirementProgress({ label, current, target, money }: RequirementProgressProps) {
  const t = useQuestsText();
  const id = useId();
  const threshold = Number(target);
  // A threshold of 0 is reached from the start; <progress> needs a positive max.
  const max = threshold > 0 ? threshold : 1;
  const value = threshold > 0 ? Math.min(Math.max(Number(current), 0), threshold) : 1;
  const text = t('detail.progress', { current: money(current), target: money(target) });
  return (
    <div className={styles.requirement}>
      <div className={styles.requirementHead}>
        <span id={`${id}-label`} className={styles.requirementLabel}>
          {label}
        </span>
        <span aria-hidden="true">{text}</span>
      </div>
      <progress
        className={styles.bar}
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
