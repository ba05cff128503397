import { z } from './zod-config';
import { HistoryInstant } from './business-day';
import { defineEndpoint } from './endpoint';
import { listQuery, paginated, queryFlag, queryId } from './query';
import {
  BetRecord,
  BetSubType,
  BetSummary,
  EnterGameRequest,
  EnterGameResult,
  FavoriteRequest,
  FavoriteResult,
  GameCategory,
  GameCategorySection,
  GameCategoryWithProviders,
  GameListItem,
  GameProvider,
  GameTag,
  GameTagCode,
  LastPlayedItem,
  TotalBetRow,
} from './games';

/** Issue 6 endpoints (spec section 7, game calls). Exported as `gamesApi`. */

const gameFilters = {
  /** Case-insensitive substring of the game name. */
  search: z.string().trim().max(100).optional(),
  provider_id: queryId.optional(),
  game_category_id: queryId.optional(),
  tag: GameTagCode.optional(),
  is_demo: queryFlag.optional(),
};

export const gameListFind = defineEndpoint({
  service: 'game-list',
  scope: 'pb',
  method: 'find',
  summary:
    'Games: search by name, sort by name ($sort[name]=1 A-Z, -1 Z-A), provider/category/tag filters, paging.',
  query: listQuery(['name', 'id', 'order_no'], gameFilters),
  response: paginated(GameListItem),
});

export const allGamesFind = defineEndpoint({
  service: 'all-games',
  scope: 'pb',
  method: 'find',
  summary: 'The same list as game-list, for the all-games page.',
  query: listQuery(['name', 'id', 'order_no'], gameFilters),
  response: paginated(GameListItem),
});

export const gameListFirstPageFind = defineEndpoint({
  service: 'game-list-first-page',
  scope: 'pb',
  method: 'find',
  summary: 'Home lobby: every category that has games, with its first games.',
  query: z.strictObject({ per_category: z.coerce.number().int().min(1).max(50).optional() }),
  response: paginated(GameCategorySection),
});

export const providerFind = defineEndpoint({
  service: 'provider',
  scope: 'pb',
  method: 'find',
  summary: 'Providers with games, optionally those of one category or those offering free spins.',
  query: listQuery(['name', 'id'], {
    game_category_id: queryId.optional(),
    is_freespin: queryFlag.optional(),
  }),
  response: paginated(GameProvider),
});

export const gameCategoryFind = defineEndpoint({
  service: 'game-category',
  scope: 'pb',
  method: 'find',
  summary: 'Categories that have at least one playable game, by order_no.',
  query: listQuery(['order_no', 'name'], {}),
  response: paginated(GameCategory),
});

export const gameCategoryListFind = defineEndpoint({
  service: 'game-category-list',
  scope: 'pb',
  method: 'find',
  summary: 'Categories with games, each with the providers that have games in it.',
  query: listQuery(['order_no'], {}),
  response: paginated(GameCategoryWithProviders),
});

export const tagFind = defineEndpoint({
  service: 'tag',
  scope: 'pb',
  method: 'find',
  summary: 'Lobby tags; the site asks for $limit=8 and $sort[order_no]=1.',
  query: listQuery(['order_no'], {}),
  response: paginated(GameTag),
});

export const enterGameDemo = defineEndpoint({
  service: 'enter-game-demo',
  scope: 'pb',
  method: 'create',
  summary: 'Demo launch with fun money and no wallet, for games that allow it.',
  body: EnterGameRequest,
  response: EnterGameResult,
});

export const enterGame = defineEndpoint({
  service: 'enter-game',
  scope: 'mb',
  method: 'create',
  summary: 'Game live: a launch URL with a short-lived token tied to member, game and currency.',
  body: EnterGameRequest,
  response: EnterGameResult,
});

export const favoriteFind = defineEndpoint({
  service: 'user-favorite',
  scope: 'mb',
  method: 'find',
  summary: "The member's favourite games (page size 50).",
  query: listQuery(['name', 'created_at'], {}),
  response: paginated(GameListItem),
});

export const favoriteCreate = defineEndpoint({
  service: 'user-favorite',
  scope: 'mb',
  method: 'create',
  summary: 'Adds a game to the favourites (idempotent).',
  body: FavoriteRequest,
  response: FavoriteResult,
});

export const favoriteRemove = defineEndpoint({
  service: 'user-favorite',
  scope: 'mb',
  method: 'remove',
  summary: 'Removes a game (path id = game_list_id) from the favourites.',
  response: FavoriteResult,
});

export const lastPlayedFind = defineEndpoint({
  service: 'user-last-played',
  scope: 'mb',
  method: 'find',
  summary: 'Played history, newest first.',
  query: listQuery(['played_at'], { category_id: queryId.optional(), provider_id: queryId.optional() }),
  response: paginated(LastPlayedItem),
});

const betFilters = {
  /** Inclusive start, an exact instant like every history's (see `historyRangeFilters`). */
  date_from: HistoryInstant.optional(),
  /** Exclusive end. */
  date_to: HistoryInstant.optional(),
  game_list_id: queryId.optional(),
  provider_id: queryId.optional(),
};

export const betTransactionFind = defineEndpoint({
  service: 'bet-transaction',
  scope: 'mb',
  method: 'find',
  summary: 'Bet records (bet, win, refund, cancel), newest first.',
  query: listQuery(['created_at'], { ...betFilters, sub_type: BetSubType.optional() }),
  response: paginated(BetRecord),
});

export const betTransactionSummary = defineEndpoint({
  service: 'bet-transaction-summary',
  scope: 'mb',
  method: 'find',
  summary: 'Totals of the bet records in the range.',
  query: z.strictObject(betFilters),
  response: BetSummary,
});

export const totalBetFind = defineEndpoint({
  service: 'total-bet',
  scope: 'mb',
  method: 'find',
  summary: 'Total bet, win and win/lose per game in the range.',
  query: listQuery(['total_bet'], betFilters),
  response: paginated(TotalBetRow),
});
