import { memo, useCallback, useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import type { GameListItem } from '@casino/contracts';
import { useSession } from '@casino/auth';
import { useToggleFavorite } from '../api/favorites';
import { useLaunchGame } from '../launch/use-launch-game';
import { useGamesText } from '../text';
import { GameCard } from './game-card';
import * as styles from './games.css';
import { useGridLayout } from './use-grid-layout';

export interface GameGridProps {
  games: GameListItem[] | undefined;
  /** Every game the list has on the server, loaded or not. */
  total: number;
  loading: boolean;
  /** More games are on the server than in `games`. */
  hasMore: boolean;
  onLoadMore: () => void;
}

/** A card row's height before it is measured (a 4:3 picture, name, provider and footer). */
const ESTIMATED_ROW_PX = 260;
/** Rows rendered beyond the viewport each way, so a fast scroll or Tab does not meet an empty row. */
const OVERSCAN_ROWS = 3;
/** Ask for the next page while this many rows of loaded games are still below the viewport. */
const LOAD_AHEAD_ROWS = 4;

/**
 * The game cards as one list, virtualised by rows against the window's scroll: however many of the
 * catalogue's games are loaded (10,000 after a long scroll), only the rows in and near the viewport are in
 * the page; the next page of games loads as the last rows come near. Each card says its place in the whole
 * list (aria-posinset/aria-setsize), and the row holding the focus stays rendered while it scrolls away.
 */
export const GameGrid = memo(function GameGrid({
  games,
  total,
  loading,
  hasMore,
  onLoadMore,
}: GameGridProps) {
  const t = useGamesText();
  const session = useSession();
  const favorite = useToggleFavorite();
  const { launch, launchDemo } = useLaunchGame();
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const layout = useGridLayout(list);
  const [focusedRow, setFocusedRow] = useState<number | undefined>(undefined);

  const count = games?.length ?? 0;
  const rowCount = Math.ceil(count / layout.columns);
  const keepFocusedRow = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow === undefined || focusedRow >= range.count || rows.includes(focusedRow)) return rows;
      return [...rows, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    gap: layout.rowGap,
    scrollMargin: layout.top,
    rangeExtractor: keepFocusedRow,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loading && lastRow >= rowCount - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loading, lastRow, rowCount, onLoadMore]);

  const onToggleFavorite = useCallback(
    (item: GameListItem) => favorite.mutate({ gameId: item.id, favorite: !item.is_favorite }),
    [favorite],
  );
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const position = event.target.closest('li')?.getAttribute('aria-posinset');
    setFocusedRow(position ? Math.floor((Number(position) - 1) / layout.columns) : undefined);
  };

  if (!games) return <LoadingStatus label={t('lobby.loading')} />;
  if (games.length === 0) return <EmptyState title={t('lobby.empty')} description={t('lobby.emptyHint')} />;

  // The rows above and below the rendered ones are padding, so the grid keeps the whole list's height.
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - virtualizer.options.scrollMargin : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;

  return (
    <Stack gap="md">
      <p role="status" aria-busy={loading}>
        {t('lobby.results', { count: total })}
      </p>
      <ul
        ref={setList}
        className={styles.grid}
        aria-label={t('lobby.label')}
        style={{ paddingTop, paddingBottom }}
        onFocus={onFocus}
        onBlur={() => setFocusedRow(undefined)}
      >
        {rows.flatMap((row, at) => {
          const previous = rows[at - 1];
          // The focused row kept apart from the rendered ones: a spacer row stands for the rows between.
          const skipped = previous && row.index > previous.index + 1 ? row.start - previous.end : 0;
          const spacer = skipped ? (
            <li
              key={`skip-${row.index}`}
              aria-hidden="true"
              className={styles.gridSpacer}
              style={{ height: Math.max(0, skipped - 2 * layout.rowGap) }}
            />
          ) : null;
          const cards = games
            .slice(row.index * layout.columns, (row.index + 1) * layout.columns)
            .map((game, column) => (
              <GameCard
                key={game.id}
                game={game}
                position={{ index: row.index * layout.columns + column + 1, of: total }}
                // A row is as tall as its tallest card; its first card reports the row's height.
                measureRef={column === 0 ? virtualizer.measureElement : undefined}
                rowIndex={row.index}
                onPlay={launch}
                onDemo={launchDemo}
                onToggleFavorite={session.isLoggedIn ? onToggleFavorite : undefined}
              />
            ));
          return spacer ? [spacer, ...cards] : cards;
        })}
      </ul>
    </Stack>
  );
});
