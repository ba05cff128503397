import { Badge } from '@casino/ui-kit';
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
}

/**
 * One game: its picture (the library's placeholder when the catalogue has none), name and provider as a
 * button that launches it, a demo button for games that allow demo play, and the favourite toggle.
 */
export function GameCard({ game, onPlay, onDemo, onToggleFavorite }: GameCardProps) {
  const t = useGamesText();
  return (
    <li className={styles.card} data-testid="game-card">
      <button
        type="button"
        className={styles.playButton}
        onClick={() => onPlay(game)}
        aria-label={t('card.play', { name: game.name })}
      >
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
        <span className={styles.cardText}>
          <span className={styles.gameName}>{game.name}</span>
          <span className={styles.providerName}>{game.provider_name}</span>
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
