import { useEffect, useRef, useState } from 'react';

/** When a countdown ends: a Date, epoch milliseconds or an ISO string; null or undefined for none. */
export type Deadline = Date | number | string | null | undefined;

export interface CountdownState {
  /** Milliseconds left; 0 once the deadline has passed, and while there is none. */
  remainingMs: number;
  /** Whole seconds left, rounded up, so 0 shows only when it is really over ("resend in 3 s"). */
  seconds: number;
  /** The deadline has passed (an unreadable date counts as passed); false while there is none. */
  expired: boolean;
}

export interface CountdownOptions {
  /** Fires once when the countdown reaches zero while shown (not when it starts already expired). */
  onExpire?: () => void;
}

function deadlineMs(deadline: Deadline): number | null {
  if (deadline === null || deadline === undefined) return null;
  return deadline instanceof Date ? deadline.getTime() : new Date(deadline).getTime();
}

/**
 * The time left until an absolute deadline, re-read from the clock on every tick: a tab that slept or was
 * throttled in the background shows the right time as soon as it wakes, instead of counting its missed
 * ticks. Ticks on the whole-second boundaries of the remaining time and stops at zero.
 */
export function useCountdown(deadline: Deadline, { onExpire }: CountdownOptions = {}): CountdownState {
  const target = deadlineMs(deadline);
  const [clock, setClock] = useState(() => ({ target, now: Date.now() }));
  // A new deadline is measured from now, not from the last tick of the previous one.
  if (clock.target !== target && !(Number.isNaN(clock.target) && Number.isNaN(target))) {
    setClock({ target, now: Date.now() });
  }
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (target === null || Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const startedExpired = Date.now() >= target;
    const tick = () => {
      clearTimeout(timer);
      if (done) return;
      const now = Date.now();
      setClock({ target, now });
      const left = target - now;
      if (left <= 0) {
        done = true;
        if (!startedExpired) onExpireRef.current?.();
        return;
      }
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    // Background tabs run timers late (or not at all); coming back re-reads the clock at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [target]);

  if (target === null) return { remainingMs: 0, seconds: 0, expired: false };
  if (Number.isNaN(target)) return { remainingMs: 0, seconds: 0, expired: true };
  const remainingMs = Math.max(0, target - clock.now);
  return { remainingMs, seconds: Math.ceil(remainingMs / 1000), expired: remainingMs === 0 };
}
