import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { MAX_LIMIT, gamesApi } from '@casino/contracts';
import type { GameListItem, GameTagCode } from '@casino/contracts';
import { gamesKeys } from './keys';

/** Spec 9: favourites are listed 50 at a time; the lobby loads the catalogue the same way as it scrolls. */
export const GAMES_PAGE_SIZE = 50;
/** Spec 9: at most 8 tags, by order_no. */
export const TAG_LIMIT = 8;

export type SortOrder = 'asc' | 'desc';

export interface GameQuery {
  search: string;
  sort: SortOrder;
  providerId: number | undefined;
  categoryId: number | undefined;
  tag: GameTagCode;
}

export interface GamePage {
  games: GameListItem[];
  total: number;
}

/** Where a lobby list comes from: the catalogue, the member's favourites, or their played history. */
export type GameSource = 'catalogue' | 'favorites' | 'played';

function matchesLocally(query: GameQuery) {
  const needle = query.search.trim().toLowerCase();
  return (game: GameListItem) =>
    game.name.toLowerCase().includes(needle) &&
    (query.providerId === undefined || game.provider_id === query.providerId) &&
    (query.categoryId === undefined || game.game_category_id === query.categoryId);
}

function byName(sort: SortOrder) {
  return (a: GameListItem, b: GameListItem) => (sort === 'asc' ? 1 : -1) * a.name.localeCompare(b.name);
}

/** The pages loaded so far as one list; module-level so the query keeps its result between renders. */
const allPages = (data: { pages: GamePage[] }): GamePage => ({
  games: data.pages.flatMap((page) => page.games),
  total: data.pages.at(-1)?.total ?? 0,
});

/**
 * One lobby list: the catalogue filtered and sorted on the server, loaded GAMES_PAGE_SIZE games at a time
 * as the grid scrolls (`loadMore`); favourites (one page of 50, spec 9) and played history (newest first)
 * filtered here, since their endpoints take no search.
 */
export function useGameList(query: GameQuery, source: GameSource) {
  const client = useApiClient();
  const session = useSession();
  const direction = query.sort === 'asc' ? 1 : -1;
  const result = useInfiniteQuery({
    queryKey: [...gamesKeys.list({ ...query, source }), session.user?.id ?? null],
    enabled: source === 'catalogue' || session.isLoggedIn,
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    getNextPageParam: (last: GamePage, pages: GamePage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
      return source === 'catalogue' && last.games.length > 0 && loaded < last.total ? loaded : undefined;
    },
    queryFn: async ({ pageParam: skip, signal }): Promise<GamePage> => {
      if (source === 'favorites') {
        const reply = await client.find(
          gamesApi.favoriteFind,
          { $limit: GAMES_PAGE_SIZE, $sort: { name: direction } },
          { signal },
        );
        const games = reply.data.filter(matchesLocally(query)).sort(byName(query.sort));
        return { games, total: games.length };
      }
      if (source === 'played') {
        const reply = await client.find(
          gamesApi.lastPlayedFind,
          { $limit: GAMES_PAGE_SIZE, $sort: { played_at: -1 } },
          { signal },
        );
        const games = reply.data.filter(matchesLocally(query));
        return { games, total: games.length };
      }
      const reply = await client.find(
        gamesApi.gameListFind,
        {
          $limit: GAMES_PAGE_SIZE,
          $skip: skip,
          $sort: { name: direction },
          ...(query.search.trim() ? { search: query.search.trim() } : {}),
          ...(query.providerId !== undefined ? { provider_id: query.providerId } : {}),
          ...(query.categoryId !== undefined ? { game_category_id: query.categoryId } : {}),
          ...(query.tag !== 'all' ? { tag: query.tag } : {}),
        },
        { signal },
      );
      return { games: reply.data, total: reply.total };
    },
    select: allPages,
  });
  return {
    data: result.data,
    isFetching: result.isFetching,
    /** More of the catalogue is on the server than loaded so far. */
    hasMore: result.hasNextPage,
    loadMore: result.fetchNextPage,
  };
}

/**
 * A single game of the catalogue (the play page's name and launch mode). The list has no id filter, so a
 * direct link pages through it by id; a launch from the lobby passes the game along and skips this.
 */
export function useGame(gameId: number, known: GameListItem | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.game(gameId),
    initialData: known,
    queryFn: async ({ signal }) => {
      for (let skip = 0; ; skip += MAX_LIMIT) {
        const reply = await client.find(
          gamesApi.gameListFind,
          { $limit: MAX_LIMIT, $skip: skip, $sort: { id: 1 } },
          { signal },
        );
        const game = reply.data.find((item) => item.id === gameId);
        if (game) return game;
        if (skip + MAX_LIMIT >= reply.total || reply.data.length === 0) return null;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useTags() {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.tags(),
    queryFn: async ({ signal }) =>
      (await client.find(gamesApi.tagFind, { $limit: TAG_LIMIT, $sort: { order_no: 1 } }, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useProviders(categoryId?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.providers(categoryId),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          gamesApi.providerFind,
          {
            $limit: 100,
            $sort: { name: 1 },
            ...(categoryId !== undefined ? { game_category_id: categoryId } : {}),
          },
          { signal },
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.categories(),
    queryFn: async ({ signal }) =>
      (await client.find(gamesApi.gameCategoryFind, { $limit: 50, $sort: { order_no: 1 } }, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
