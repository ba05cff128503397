import { useEffect, useId, useRef } from 'react';
import { Button, Card, EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import type { Quest, QuestGame } from '@casino/contracts/quests';
import { useFailureText } from '@casino/forms';
import { useQuestGameCategories, useQuestGameProviders, useQuestGames } from '../api/quest-games';
import { useQuestsText } from '../text';
import { QuestGameTile } from './quest-game-tile';
import * as questStyles from './quests.css';
import * as styles from './where-it-counts.css';

/**
 * A play quest's "Where it counts": the game categories and providers whose rounds count, and the games
 * themselves as tiles to play, 12 at a time. A quest that names no category, provider or game counts
 * every game: the server then lists every category, provider and game of the lobby, and the page says so.
 */
export function WhereItCounts({ quest }: { quest: Quest }) {
  const t = useQuestsText();
  const everyGame = quest.categories.length + quest.providers.length + quest.games.length === 0;
  return (
    <Card title={t('quest.where')} headingLevel={2}>
      <Stack gap="md">
        {everyGame ? (
          <div>
            <p className={questStyles.description}>
              <strong>{t('card.everyGame')}</strong>
            </p>
            <p className={questStyles.description}>{t('where.everyGameHint')}</p>
          </div>
        ) : (
          <p className={questStyles.description}>{t('where.namedHint')}</p>
        )}
        <WhereLists questId={quest.id} everyGame={everyGame} />
      </Stack>
    </Card>
  );
}

function WhereLists({ questId, everyGame }: { questId: number; everyGame: boolean }) {
  const t = useQuestsText();
  const failureText = useFailureText();
  const categories = useQuestGameCategories(questId);
  const providers = useQuestGameProviders(questId);
  const games = useQuestGames(questId);
  // A failed "Show more" keeps the games already shown; only a failed first load replaces them.
  const failed = [categories, providers, ...(games.data ? [] : [games])].filter((query) => query.isError);
  const [firstFailure] = failed;
  if (firstFailure) {
    return (
      <div role="alert" className={styles.group}>
        <p className={questStyles.problem}>{t('where.loadFailed')}</p>
        <p className={questStyles.muted}>{failureText(firstFailure.error)}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => failed.forEach((query) => void query.refetch())}
          >
            {t('where.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!categories.data || !providers.data || !games.data) return <LoadingStatus label={t('where.loading')} />;
  if (games.data.total === 0) {
    return (
      <EmptyState
        title={t('where.none')}
        description={t(everyGame ? 'where.noneEvery' : 'where.noneNamed')}
      />
    );
  }
  return (
    <Stack gap="lg">
      <div className={styles.groups}>
        <NamedList title={t('quest.categories')} items={categories.data} />
        <NamedList title={t('quest.providers')} items={providers.data} />
      </div>
      <GameTiles
        games={games.data.games}
        total={games.data.total}
        hasMore={games.hasNextPage}
        loadingMore={games.isFetchingNextPage}
        moreFailed={games.isFetchNextPageError}
        onMore={() => void games.fetchNextPage()}
      />
    </Stack>
  );
}

/** A titled short list of names (categories or providers). */
function NamedList({ title, items }: { title: string; items: readonly { id: number; name: string }[] }) {
  const headingId = useId();
  return (
    <div className={styles.group}>
      <h3 id={headingId} className={styles.subheading}>
        {title}
      </h3>
      <ul className={styles.chips} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id} className={styles.chip}>
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface GameTilesProps {
  games: QuestGame[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
}

/**
 * The games shown so far, how many of how many, and "Show more". The first tile "Show more" brings in
 * takes focus, so keyboard and screen reader users carry on reading where the new games start.
 */
function GameTiles({ games, total, hasMore, loadingMore, moreFailed, onMore }: GameTilesProps) {
  const t = useQuestsText();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || games.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-tile-name]')[from]?.focus();
  }, [games.length]);
  return (
    <div className={styles.group}>
      <h3 id={headingId} className={styles.subheading}>
        {t('quest.games')}
      </h3>
      <p role="status" className={questStyles.muted}>
        {t('where.shown', { count: total, shown: games.length })}
      </p>
      <ul ref={listRef} className={styles.tiles} aria-labelledby={headingId}>
        {games.map((game) => (
          <QuestGameTile key={game.id} game={game} />
        ))}
      </ul>
      {moreFailed ? (
        <p role="alert" className={questStyles.problem}>
          {t('where.moreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <div>
          <Button
            variant="secondary"
            loading={loadingMore}
            onClick={() => {
              focusFrom.current = games.length;
              onMore();
            }}
          >
            {t('where.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
