import { useId } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, VisuallyHidden } from '@casino/ui-kit';
import type { GameListItem, GameTagCode } from '@casino/contracts';
import placeholderImage from '../assets/game-placeholder.svg';
import { useGameRow } from '../api/rows';
import { playPath, useLaunchGame } from '../launch/use-launch-game';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import * as gameStyles from './games.css';
import * as styles from './home-front.css';

/**
 * A home row: the first games of a tag ("Popular", "New", "Jackpots") in one line that scrolls sideways,
 * with "See all" opening the games page on that tag. Its height is kept while it loads; a tag without
 * games shows no row.
 */
export function GameRow({ tag }: { tag: GameTagCode }) {
  const t = useGamesText();
  const localPath = useLocalPath();
  const titleId = useId();
  const row = useGameRow(tag);
  const { launch } = useLaunchGame();
  const title = t(`tags.${tag}`);

  if (!row.data) return <RowSkeleton title={title} />;
  if (row.data.games.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section} data-testid={`game-row-${tag}`}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {/* Named by its visible words first, then which games (WCAG 2.5.3 in every language). */}
        <Link to={localPath(`games?tag=${tag}`)} className={styles.seeAll}>
          {t('home.seeAll')}
          <VisuallyHidden> {t('home.seeAllOf', { title })}</VisuallyHidden>
        </Link>
      </div>
      <ul className={styles.gameScroller} aria-labelledby={titleId}>
        {row.data.games.map((game) => (
          <RowTile key={game.id} game={game} href={localPath(playPath(game.id))} onPlay={launch} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A game in a row: a link to its play page that launches it as the lobby's cards do (login, profile,
 * iframe or new tab) unless opened in a new tab with a modifier key. Demo play and favourites are the
 * lobby's, below: a row is a shop window.
 */
function RowTile({
  game,
  href,
  onPlay,
}: {
  game: GameListItem;
  href: string;
  onPlay: (game: GameListItem) => void;
}) {
  const t = useGamesText();
  return (
    <li className={gameStyles.card} data-testid="row-game">
      <a
        href={href}
        className={`${gameStyles.playButton} ${styles.rowTileLink}`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onPlay(game);
        }}
      >
        <img
          className={gameStyles.image}
          src={game.image_url ?? placeholderImage}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(placeholderImage))
              event.currentTarget.src = placeholderImage;
          }}
        />
        <span className={`${gameStyles.cardText} ${styles.rowTileText}`}>
          <Trans
            t={t}
            i18nKey="card.play"
            values={{ name: game.name, provider: game.provider_name }}
            components={{
              hidden: <VisuallyHidden>{null}</VisuallyHidden>,
              name: <span className={gameStyles.gameName} />,
              provider: <span className={gameStyles.providerName} />,
            }}
          />
        </span>
      </a>
      {game.is_demo ? (
        <span className={gameStyles.badge}>
          <Badge tone="accent">{t('card.demo')}</Badge>
        </span>
      ) : null}
    </li>
  );
}

/** Enough empty tiles to fill the widest row. */
const SKELETON_TILES = 8;

/**
 * The row while its games load: its heading and empty tiles built like the real ones (same picture ratio,
 * same two lines of text), so the page under it does not move when the games arrive.
 */
function RowSkeleton({ title }: { title: string }) {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{title}</span>
      </div>
      <ul className={styles.gameScroller}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className={gameStyles.card}>
            <span className={gameStyles.playButton}>
              <span className={`${gameStyles.image} ${styles.skeletonImage}`} />
              <span className={`${gameStyles.cardText} ${styles.rowTileText}`}>
                <span className={gameStyles.gameName}>&nbsp;</span>
                <span className={gameStyles.providerName}>&nbsp;</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
