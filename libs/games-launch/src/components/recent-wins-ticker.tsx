import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/i18n';
import type { RecentWin } from '@casino/contracts';
import { Button, VisuallyHidden } from '@casino/ui-kit';
import placeholderImage from '../assets/game-placeholder.svg';
import { useRecentWins } from '../api/recent-wins';
import '../recent-wins/i18n';
import * as styles from './recent-wins-ticker.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Seconds one win takes to cross: the pass lasts this times the number of wins. */
const SECONDS_PER_WIN = 4;

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion (followed live when they change it). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The ids that arrived after the first list this ticker showed: they slide in. */
function useFreshIds(wins: readonly RecentWin[]): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (wins.length === 0) return;
    if (seen.current === null) {
      seen.current = new Set(wins.map((win) => win.id));
      return;
    }
    const known = seen.current;
    const arrived = wins.filter((win) => !known.has(win.id)).map((win) => win.id);
    for (const id of arrived) known.add(id);
    if (arrived.length > 0) setFresh(new Set(arrived));
  }, [wins]);
  return fresh;
}

function WinItem({ win, fresh }: { win: RecentWin; fresh: boolean }) {
  const { t } = useTranslation('recentWins');
  const amount = formatMoney(win.amount, win.currency);
  return (
    <li className={fresh ? `${styles.item} ${styles.fresh}` : styles.item}>
      <img
        className={styles.thumb}
        src={win.image_url ?? placeholderImage}
        alt=""
        width={48}
        height={36}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(placeholderImage)) event.currentTarget.src = placeholderImage;
        }}
      />
      {/* Read out as one sentence; the layout beside it is for the eye. */}
      <VisuallyHidden>
        {t('item', { user: win.masked_username, amount, game: win.game_name })}
        {win.multiplier ? ` (${t('multiplier', { value: win.multiplier })})` : ''}
      </VisuallyHidden>
      <span className={styles.text} aria-hidden="true">
        <span className={styles.gameName}>{win.game_name}</span>
        <span className={styles.line}>
          <span className={styles.user}>{win.masked_username}</span>
          <span className={styles.amount}>{amount}</span>
          {win.multiplier ? <span className={styles.multiplier}>×{win.multiplier}</span> : null}
        </span>
      </span>
    </li>
  );
}

export interface RecentWinsTickerProps {
  /**
   * Whether new wins are announced to screen readers as they arrive (`aria-live="polite"`). Off by
   * default: a busy site would talk over everything else on the page.
   */
  announce?: boolean;
}

/**
 * The site's latest notable wins as a moving strip: game picture, masked winner and amount in the win's
 * currency. New wins slide in as they happen (a member's socket; a visitor's list is read every 30 s).
 * It stops while the pointer is over it or focus is inside, and with its pause button; without motion
 * (prefers-reduced-motion) it is a row to scroll. Screen readers get a plain list, each win one
 * sentence; nothing shows until there is a win.
 */
export function RecentWinsTicker({ announce = false }: RecentWinsTickerProps) {
  const { t } = useTranslation('recentWins');
  const titleId = useId();
  const wins = useRecentWins().data?.data ?? [];
  const fresh = useFreshIds(wins);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (wins.length === 0) return null;

  const moving = !reducedMotion;
  const items = (copy: boolean) =>
    wins.map((win) => <WinItem key={win.id} win={win} fresh={!copy && fresh.has(win.id)} />);
  return (
    <section
      className={styles.ticker}
      aria-labelledby={titleId}
      data-testid="recent-wins"
      data-moving={moving}
      data-paused={paused}
      style={assignInlineVars({ [styles.passDuration]: `${wins.length * SECONDS_PER_WIN}s` })}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {moving ? (
          <Button size="sm" variant="secondary" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {t('pause')}
          </Button>
        ) : null}
      </div>
      {/* Focusable so that keyboard users can scroll it (and, while it moves, stop it by focusing it). */}
      <div className={styles.viewport} role="group" aria-labelledby={titleId} tabIndex={0}>
        <div className={styles.track}>
          <ul className={styles.list} aria-live={announce ? 'polite' : 'off'}>
            {items(false)}
          </ul>
          {moving ? (
            <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
              {items(true)}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
