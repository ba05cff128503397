import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { pill } from './ConnectionStatus.css';

export interface ConnectionStatusProps {
  /** True while a live connection (the member websocket) is lost and being retried. */
  reconnecting: boolean;
  /** What the pill says, e.g. "Reconnecting…". */
  label: ReactNode;
  /** A drop shorter than this shows nothing, so a quick reconnect does not flicker or speak. */
  delayMs?: number;
}

/**
 * Presentational: a quiet "reconnecting" pill while a live connection is being retried. The polite live
 * region is always in the document, so screen readers hear it appear; it goes once the connection is back.
 */
export function ConnectionStatus({ reconnecting, label, delayMs = 1500 }: ConnectionStatusProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!reconnecting) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [reconnecting, delayMs]);

  return (
    <div role="status" aria-live="polite">
      {reconnecting && shown ? (
        <div className={pill} data-testid="connection-status">
          <Spinner />
          <span>{label}</span>
        </div>
      ) : null}
    </div>
  );
}
