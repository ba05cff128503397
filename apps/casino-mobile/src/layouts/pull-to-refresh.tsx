import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './pull-to-refresh.css';

/** Whether the page is scrolled to its top, following scrolling. */
function useAtTop(): boolean {
  const [atTop, setAtTop] = useState(() => window.scrollY <= 0);
  useEffect(() => {
    const update = () => setAtTop(window.scrollY <= 0);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return atTop;
}

/** How far (px) the page must be pulled down from the top before letting go refreshes. */
export const PULL_THRESHOLD = 72;

type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull-to-refresh with pointer events: at the top of the page, a pull down past the threshold and a release
 * call `onRefresh`; the state is said in a polite live region. The refresh button beside the balance does
 * the same for keyboards and screen readers.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation('mobile');
  const start = useRef<{ y: number; id: number } | null>(null);
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const [announced, setAnnounced] = useState('');
  const atTop = useAtTop();

  const reset = () => {
    start.current = null;
    setDistance(0);
  };

  return (
    <div
      className={styles.root}
      data-testid="pull-to-refresh"
      data-state={state}
      // At the top a downward drag is the pull, not the browser's (a touch would otherwise scroll and
      // cancel the pointer); below the top the page scrolls as usual. A drag never picks up an image.
      style={{ touchAction: atTop ? 'pan-x pan-down' : 'auto' }}
      onDragStart={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        if (state === 'refreshing' || window.scrollY > 0 || !event.isPrimary) return;
        start.current = { y: event.clientY, id: event.pointerId };
      }}
      onPointerMove={(event) => {
        if (!start.current || event.pointerId !== start.current.id) return;
        const pulled = Math.max(0, Math.min(event.clientY - start.current.y, PULL_THRESHOLD * 1.6));
        setDistance(pulled);
        setState(pulled === 0 ? 'idle' : pulled >= PULL_THRESHOLD ? 'armed' : 'pulling');
      }}
      onPointerUp={() => {
        if (!start.current) return;
        const armed = distance >= PULL_THRESHOLD;
        reset();
        if (!armed) return setState('idle');
        setState('refreshing');
        setAnnounced(t('refresh.refreshing'));
        void onRefresh().finally(() => {
          setState('idle');
          setAnnounced(t('refresh.updated'));
        });
      }}
      onPointerCancel={() => {
        reset();
        setState('idle');
      }}
    >
      <div
        className={styles.indicator}
        style={{ height: state === 'refreshing' ? PULL_THRESHOLD / 2 : distance / 2 }}
      >
        {state === 'pulling' ? t('refresh.pull') : null}
        {state === 'armed' ? t('refresh.release') : null}
        {state === 'refreshing' ? t('refresh.refreshing') : null}
      </div>
      <p role="status" className={styles.status}>
        {announced}
      </p>
      {children}
    </div>
  );
}
