import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { banner } from './OnlineStatusBanner.css';

export interface OnlineStatusBannerProps {
  online: boolean;
  offlineMessage: ReactNode;
  /** Shown briefly after the connection comes back; omit to show nothing. */
  reconnectedMessage?: ReactNode;
  reconnectedDuration?: number;
}

/**
 * Presentational: the shell passes `online` (e.g. from useOnlineStatus). The live region is always in the
 * document so the change of state is announced.
 */
export function OnlineStatusBanner({
  online,
  offlineMessage,
  reconnectedMessage,
  reconnectedDuration = 3000,
}: OnlineStatusBannerProps) {
  const [showReconnected, setShowReconnected] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShowReconnected(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setShowReconnected(true);
    const timer = setTimeout(() => setShowReconnected(false), reconnectedDuration);
    return () => clearTimeout(timer);
  }, [online, reconnectedDuration]);

  const state = !online ? 'offline' : showReconnected && reconnectedMessage ? 'reconnected' : null;
  return (
    <div role="status" aria-live="polite">
      {state ? (
        <div className={banner({ state })}>{state === 'offline' ? offlineMessage : reconnectedMessage}</div>
      ) : null}
    </div>
  );
}
