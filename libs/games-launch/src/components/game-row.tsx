import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '@casino/auth';
import type { GameTagCode } from '@casino/contracts';
import { useToggleFavorite } from '../api/favorites';
import { useGameRow } from '../api/rows';
import { useLaunchGame } from '../launch/use-launch-game';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import { GameCard } from './game-card';
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
  const session = useSession();
  const row = useGameRow(tag);
  const favorite = useToggleFavorite();
  const { launch, launchDemo } = useLaunchGame();
  const title = t(`tags.${tag}`);

  if (!row.data) return <div className={styles.rowPlaceholder} aria-hidden="true" />;
  if (row.data.games.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section} data-testid={`game-row-${tag}`}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link
          to={localPath(`games?tag=${tag}`)}
          className={styles.seeAll}
          aria-label={t('home.seeAllOf', { title })}
        >
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className={styles.gameScroller} aria-labelledby={titleId}>
        {row.data.games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            onPlay={launch}
            onDemo={launchDemo}
            onToggleFavorite={
              session.isLoggedIn
                ? (item) => favorite.mutate({ gameId: item.id, favorite: !item.is_favorite })
                : undefined
            }
          />
        ))}
      </ul>
    </section>
  );
}
