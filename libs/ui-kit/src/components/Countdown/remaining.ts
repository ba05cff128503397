export interface RemainingParts {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Remaining milliseconds in parts, rounded up to the second so "00:00:00" appears only when it is over. */
export function remainingParts(remainingMs: number): RemainingParts {
  const totalMs = Math.max(0, remainingMs);
  const totalSeconds = Math.ceil(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm:ss`, with a leading `D:` once there is at least one day left; digits only, no words to translate. */
export function formatRemaining({ days, hours, minutes, seconds }: RemainingParts): string {
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}:${clock}` : clock;
}
