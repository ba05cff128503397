import type { ReactNode } from 'react';
import { useCountdown } from '../../hooks/useCountdown';
import * as styles from './Countdown.css';
import { formatRemaining, remainingParts } from './remaining';
import type { RemainingParts } from './remaining';

export interface CountdownProps {
  /** When it ends: a Date, epoch milliseconds or an ISO string. */
  target: Date | number | string;
  /** Shown once the target has passed, e.g. "Expired". */
  expiredLabel: ReactNode;
  /** Fires once when the countdown reaches zero while shown (not when it mounts already expired). */
  onExpire?: () => void;
  /** Custom rendering of the remaining time; defaults to `[D:]HH:mm:ss`. */
  render?: (remaining: RemainingParts) => ReactNode;
  /** Accessible name, e.g. "Time left". */
  label?: string;
}

/** The time left as a clock (`useCountdown` underneath), then the expired label. */
export function Countdown({
  target,
  expiredLabel,
  onExpire,
  render = formatRemaining,
  label,
}: CountdownProps) {
  const { remainingMs, expired } = useCountdown(target, { onExpire });
  if (expired) {
    return (
      <span className={styles.expired} aria-label={label}>
        {expiredLabel}
      </span>
    );
  }
  return (
    <span role="timer" aria-label={label} className={styles.timer}>
      {render(remainingParts(remainingMs))}
    </span>
  );
}
