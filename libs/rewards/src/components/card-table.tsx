import { useId } from 'react';
import { RANDOM_CARD_COUNT } from '@casino/contracts/rewards';
import type { Prize } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';
import { usePrizeText } from './draw-result';
import * as styles from './rewards.css';

const POSITIONS = Array.from({ length: RANDOM_CARD_COUNT }, (_, index) => index);

export interface CardTableProps {
  /** Names the cards as a group ("Cards of “Golden deck”"). */
  label: string;
  /** Every card's prize once dealt, in the order they lay; `null` while face down. */
  dealt: { cards: Prize[]; picked: number } | null;
  /** The card the member chose, awaiting confirmation. */
  choosing: number | null;
  disabled: boolean;
  onPick: (index: number) => void;
}

/**
 * The random card's RANDOM_CARD_COUNT cards. Face down they are buttons ("Card 3"), reachable by Tab and
 * named for screen readers; once dealt each shows its prize, the member's own marked "Your card".
 */
export function CardTable({ label, dealt, choosing, disabled, onPick }: CardTableProps) {
  const t = useRewardsText();
  const prizeText = usePrizeText();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.factLabel}>
        {label}
      </p>
      <ul className={styles.cards}>
        {POSITIONS.map((index) => {
          const number = index + 1;
          const prize = dealt?.cards[index];
          if (dealt && prize) {
            const mine = dealt.picked === index;
            return (
              <li key={index}>
                <div className={`${styles.card} ${styles.cardFaceUp} ${mine ? styles.cardPicked : ''}`}>
                  <span>{t('random.card', { number })}</span>
                  <span>{mine ? prizeText(prize) : prize.label}</span>
                  {mine ? <strong>{t('random.yours')}</strong> : null}
                </div>
              </li>
            );
          }
          return (
            <li key={index}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={choosing === index}
                disabled={disabled}
                onClick={() => onPick(index)}
              >
                <span aria-hidden="true">?</span>
                <span>{t('random.card', { number })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
