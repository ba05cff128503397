import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
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

const toMs = (target: CountdownProps['target']) =>
  target instanceof Date ? target.getTime() : new Date(target).getTime();

export function Countdown({
  target,
  expiredLabel,
  onExpire,
  render = formatRemaining,
  label,
}: CountdownProps) {
  const targetMs = toMs(target);
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const startedExpired = Date.now() >= targetMs;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = targetMs - current;
      if (left <= 0) {
        if (!startedExpired) onExpireRef.current?.();
        return;
      }
      // Wake on the next whole-second boundary of the remaining time, so the display never skips.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);

  const parts = remainingParts(targetMs, now);
  if (Number.isNaN(targetMs) || parts.totalMs === 0) {
    return (
      <span className={styles.expired} aria-label={label}>
        {expiredLabel}
      </span>
    );
  }
  return (
    <span role="timer" aria-label={label} className={styles.timer}>
      {render(parts)}
    </span>
  );
}
