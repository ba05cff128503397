import { useEffect, useState } from 'react';
import type { Prize } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';
import * as styles from './rewards.css';

/** How long the box shakes before it gives its prize (the animation's two rounds of 0.6 s). */
export const OPENING_MS = 1200;

/** Whether the member asked for less motion (or the browser cannot say: then no animation either). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * `false` while the draw's animation plays, then `true`; at once for members who prefer less motion.
 * `drawId` restarts it for each new draw.
 */
export function useRevealed(drawId: number | null): boolean {
  const [revealedId, setRevealedId] = useState<number | null>(null);
  useEffect(() => {
    if (drawId === null) return;
    if (prefersReducedMotion()) {
      setRevealedId(drawId);
      return;
    }
    const timer = setTimeout(() => setRevealedId(drawId), OPENING_MS);
    return () => clearTimeout(timer);
  }, [drawId]);
  return drawId !== null && revealedId === drawId;
}

/** A prize in words: "You won: ฿100" (its label, in the member's language), or the label of nothing. */
export function usePrizeText() {
  const t = useRewardsText();
  return (prize: Prize) => (prize.kind === 'nothing' ? prize.label : t('prize.won', { prize: prize.label }));
}

/** The prize a draw gave, popping in (still for members who prefer less motion). */
export function PrizeBanner({ prize }: { prize: Prize }) {
  const prizeText = usePrizeText();
  return (
    <div className={styles.prize}>
      <p className={styles.prizeText}>{prizeText(prize)}</p>
    </div>
  );
}
