import { Trans } from 'react-i18next';
import { Badge, VisuallyHidden } from '@casino/ui-kit';
import type { GameListItem } from '@casino/contracts';
import placeholderImage from '../assets/game-placeholder.svg';
import { useGamesText } from '../text';
import * as styles from './games.css';

export interface GameCardProps {
  game: GameListItem;
  onPlay: (game: GameListItem) => void;
  onDemo: (game: GameListItem) => void;
  /** Absent for visitors: favourites need a member. */
  onToggleFavorite?: ((game: GameListItem) => void) | undefined;
  /** Its place in the whole list (1-based) when the list renders only some of its cards. */
  position?: { index: number; of: number } | undefined;
  /** The virtualised grid's row this card is in, and its measuring ref on each row's first card. */
  rowIndex?: number | undefined;
  measureRef?: ((element: HTMLLIElement | null) => void) | undefined;
}

/**
 * One game: its picture (the library's placeholder when the catalogue has none), name and provider as a
 * button that launches it, a demo button for games that allow demo play, and the favourite toggle.
 */
export function GameCard({
  game,
  onPlay,
  onDemo,
  onToggleFavorite,
  position,
  rowIndex,
  measureRef,
}: GameCardProps) {
  const t = useGamesText();
  return (
    <li
      ref={measureRef}
      className={styles.card}
      data-testid="game-card"
      data-index={rowIndex}
      aria-posinset={position?.index}
      aria-setsize={position?.of}
    >
      <button type="button" className={styles.playButton} onClick={() => onPlay(game)}>
        <img
          className={styles.image}
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
        {/* Named by what it shows (name, provider) plus "Play" for screen readers only: WCAG 2.5.3. */}
        <span className={styles.cardText}>
          <Trans
            t={t}
            i18nKey="card.play"
            values={{ name: game.name, provider: game.provider_name }}
            components={{
              hidden: <VisuallyHidden>{null}</VisuallyHidden>,
              name: <span className={styles.gameName} />,
              provider: <span className={styles.providerName} />,
            }}
          />
        </span>
      </button>
      {game.is_demo ? (
        <span className={styles.badge}>
          <Badge tone="accent">{t('card.demo')}</Badge>
        </span>
      ) : null}
      <div className={styles.cardFooter}>
        {game.is_demo ? (
          <button
            type="button"
            className={styles.favorite}
            onClick={() => onDemo(game)}
            aria-label={t('card.playDemo', { name: game.name })}
          >
            ▶
          </button>
        ) : (
          <span />
        )}
        {onToggleFavorite ? (
          <button
            type="button"
            className={styles.favorite}
            aria-pressed={game.is_favorite}
            aria-label={t(game.is_favorite ? 'card.removeFavorite' : 'card.addFavorite', { name: game.name })}
            onClick={() => onToggleFavorite(game)}
          >
            {game.is_favorite ? '★' : '☆'}
          </button>
        ) : null}
      </div>
    </li>
  );
}
