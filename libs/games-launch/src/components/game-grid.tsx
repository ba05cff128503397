import { EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import type { GameListItem } from '@casino/contracts';
import { useSession } from '@casino/auth';
import { GAMES_PAGE_SIZE } from '../api/catalogue';
import { useToggleFavorite } from '../api/favorites';
import { useLaunchGame } from '../launch/use-launch-game';
import { useGamesText } from '../text';
import { GameCard } from './game-card';
import { GamesPagination } from './games-pagination';
import * as styles from './games.css';

export interface GameGridProps {
  games: GameListItem[] | undefined;
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
}

/** A page of game cards (50 at most, so a 1,000-game catalogue renders a page at a time) with paging. */
export function GameGrid({ games, total, page, onPage, loading }: GameGridProps) {
  const t = useGamesText();
  const session = useSession();
  const favorite = useToggleFavorite();
  const { launch, launchDemo } = useLaunchGame();
  const pageCount = Math.max(1, Math.ceil(total / GAMES_PAGE_SIZE));

  if (!games) {
    return <LoadingStatus label={t('lobby.loading')} />;
  }
  if (games.length === 0) return <EmptyState title={t('lobby.empty')} description={t('lobby.emptyHint')} />;
  return (
    <Stack gap="md">
      <p role="status" aria-busy={loading}>
        {t('lobby.results', { count: total })}
      </p>
      <ul className={styles.grid} aria-label={t('lobby.label')}>
        {games.map((game) => (
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
      <GamesPagination page={page} pageCount={pageCount} onChange={onPage} />
    </Stack>
  );
}
