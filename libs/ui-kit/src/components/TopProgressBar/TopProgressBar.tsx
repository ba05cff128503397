import { useEffect, useState, useSyncExternalStore } from 'react';
import * as styles from './TopProgressBar.css';
import type { ProgressTracker } from './progressTracker';

export interface TopProgressBarProps {
  tracker: ProgressTracker;
  /** Accessible name, e.g. "Loading". */
  label: string;
}

/** How long the bar stays at 100 % before it disappears. */
export const FINISH_MS = 400;

type Phase = 'idle' | 'running' | 'finishing';

export function TopProgressBar({ tracker, label }: TopProgressBarProps) {
  const active = useSyncExternalStore(tracker.subscribe, tracker.isActive, tracker.isActive);
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');

  useEffect(() => {
    if (active) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const timer = setTimeout(
      () => setPhase((current) => (current === 'finishing' ? 'idle' : current)),
      FINISH_MS,
    );
    return () => clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  // A status region around it: the bar sits above the page's landmarks (axe's region rule asks that all
  // content be in one) and, having no text, it announces nothing while it comes and goes.
  return (
    <div role="status">
      <div className={styles.track} role="progressbar" aria-label={label} aria-busy={phase === 'running'}>
        <div className={styles.bar({ phase })} />
      </div>
    </div>
  );
}
