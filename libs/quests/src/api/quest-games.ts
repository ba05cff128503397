import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { gamesApi } from '@casino/contracts';
import { questApi } from '@casino/contracts/quests';
import type { QuestGame } from '@casino/contracts/quests';
import { questsKeys } from './keys';

/** Games a page of "Where it counts": two, three, four or six tiles a row all fill their rows. */
export const QUEST_GAMES_PAGE_SIZE = 12;

/** Where a quest counts changes only when staff edit it or the lobby changes. */
const STALE_TIME = 5 * 60_000;

/**
 * The game categories where a quest's rounds count: the ones it names, or when it names none every
 * category that has games in the lobby (the server's answer).
 */
export function useQuestGameCategories(questId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: questsKeys.questGames(questId, 'categories'),
    queryFn: async ({ signal }) =>
      (await client.find(questApi.questGameCategoryFind, { quest_information_id: questId }, { signal })).data,
    staleTime: STALE_TIME,
  });
}

/** The providers whose rounds count for a quest (every provider with games when it names none). */
export function useQuestGameProviders(questId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: questsKeys.questGames(questId, 'providers'),
    queryFn: async ({ signal }) =>
      (await client.find(questApi.questGameProviderFind, { quest_information_id: questId }, { signal })).data,
    staleTime: STALE_TIME,
  });
}

/** The games whose rounds count for a quest, in the lobby's order, a page of 12 at a time ("Show more"). */
export function useQuestGames(questId: number) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: questsKeys.questGames(questId, 'games'),
    queryFn: ({ pageParam, signal }) =>
      client.find(
        questApi.questGameListFind,
        { quest_information_id: questId, $limit: QUEST_GAMES_PAGE_SIZE, $skip: pageParam },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.skip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    select: (data) => ({
      games: data.pages.flatMap((page) => page.data),
      total: data.pages.at(-1)?.total ?? 0,
    }),
    staleTime: STALE_TIME,
  });
}

/**
 * A quest's game as the lobby's catalogue lists it, which the lobby's launch needs (how its provider
 * opens): looked up by name within its provider ahead of the click, so "Play" opens a game window at
 * once (a window opened after a wait is a blocked popup). `null` when the catalogue does not list it.
 */
export function useCatalogueGame(game: QuestGame) {
  const client = useApiClient();
  return useQuery({
    queryKey: questsKeys.catalogueGame(game.id),
    queryFn: async ({ signal }) => {
      const reply = await client.find(
        gamesApi.gameListFind,
        { provider_id: game.provider.id, search: game.name, $limit: 50 },
        { signal },
      );
      return reply.data.find((item) => item.id === game.id) ?? null;
    },
    staleTime: 10 * 60_000,
  });
}
