import { z } from './zod-config';
import { MoneyString } from './money';
import { LANGUAGE_CODES } from './locales';

/**
 * Issue 6 entities: the game catalogue (providers, categories, tags, games), launches, bet records.
 * Endpoints are in games-endpoints.ts.
 */

/** Spec section 1's categories, in lobby order. A category without a playable game is not listed. */
export const GAME_CATEGORY_CODES = [
  'slots',
  'live-casino',
  'fishing',
  'crash',
  'sport',
  'virtual',
  'table',
  'lotto',
  'megaways',
  'jackpots',
  'tournaments',
] as const;
export const GameCategoryCode = z.enum(GAME_CATEGORY_CODES);
export type GameCategoryCode = z.infer<typeof GameCategoryCode>;

/** Spec section 2's home tags. `played-history` and `demo` are computed, the others are assigned. */
export const GAME_TAG_CODES = [
  'all',
  'cash-drop',
  'christmas-games',
  'demo',
  'played-history',
  'jackpots',
  'megaways',
  'new',
  'popular',
  'table-games',
] as const;
export const GameTagCode = z.enum(GAME_TAG_CODES);
export type GameTagCode = z.infer<typeof GameTagCode>;

export const GameProvider = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  /** Spec: iframe providers open at /{lang}/games/{id}; others open the game-live URL in a tab. */
  use_iframe: z.boolean(),
  is_freespin: z.boolean(),
  game_count: z.number().int(),
});
export type GameProvider = z.infer<typeof GameProvider>;

export const GameCategory = z.object({
  id: z.number().int(),
  code: GameCategoryCode,
  name: z.string(),
  order_no: z.number().int(),
  game_count: z.number().int(),
});
export type GameCategory = z.infer<typeof GameCategory>;

export const GameTag = z.object({
  id: z.number().int(),
  code: GameTagCode,
  name: z.string(),
  order_no: z.number().int(),
});
export type GameTag = z.infer<typeof GameTag>;

export const GameListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Null when the game has no image: the client shows the default placeholder. */
  image_url: z.string().nullable(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  use_iframe: z.boolean(),
  game_category_id: z.number().int(),
  category_code: GameCategoryCode,
  is_demo: z.boolean(),
  tags: z.array(GameTagCode),
  /** Only meaningful for a member; false for visitors. */
  is_favorite: z.boolean(),
});
export type GameListItem = z.infer<typeof GameListItem>;

/** One lobby section of game-list-first-page: a category and its first games. */
export const GameCategorySection = GameCategory.extend({ games: z.array(GameListItem) });
export type GameCategorySection = z.infer<typeof GameCategorySection>;

/** A category with the providers that have games in it (game-category-list). */
export const GameCategoryWithProviders = GameCategory.extend({
  providers: z.array(GameProvider.pick({ id: true, code: true, name: true, logo_url: true })),
});
export type GameCategoryWithProviders = z.infer<typeof GameCategoryWithProviders>;

export const EnterGameRequest = z.strictObject({
  game_list_id: z.coerce.number().int().positive(),
  languageCode: z.enum(LANGUAGE_CODES),
});
export type EnterGameRequest = z.infer<typeof EnterGameRequest>;

/** The game-live answer: open `url` (or write `html`) in the game window or iframe. */
export const EnterGameResult = z.object({
  url: z.string().nullable(),
  html: z.string().nullable(),
  use_iframe: z.boolean(),
  is_demo: z.boolean(),
  /** Until when the launch link can be opened (ISO time); null for demo links. */
  expires_at: z.string().nullable(),
});
export type EnterGameResult = z.infer<typeof EnterGameResult>;

export const FavoriteRequest = z.strictObject({ game_list_id: z.coerce.number().int().positive() });

export const FavoriteResult = z.object({ game_list_id: z.number().int(), is_favorite: z.boolean() });

export const LastPlayedItem = GameListItem.extend({ played_at: z.string() });
export type LastPlayedItem = z.infer<typeof LastPlayedItem>;

/** Spec section 3's bet sub types. A win is a `result`, a rolled-back bet a `refund`, a rolled-back win a `cancel`. */
export const BetSubType = z.enum(['bet', 'cancel', 'refund', 'reserve', 'result']);
export type BetSubType = z.infer<typeof BetSubType>;

export const BetRecord = z.object({
  id: z.number().int(),
  /** ISO timestamp; the client shows date and time from it. */
  created_at: z.string(),
  game_list_id: z.number().int(),
  game_name: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  /** The wallet call: bet, win or rollback. */
  type: z.enum(['bet', 'win', 'rollback']),
  sub_type: BetSubType,
  round: z.string().nullable(),
  amount: MoneyString,
  before_amount: MoneyString,
  after_amount: MoneyString,
  /** The effect on the member: negative for a bet, positive for a win or refund. */
  win_lose: MoneyString,
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetSummary = z.object({
  rounds: z.number().int(),
  total_bet: MoneyString,
  total_win: MoneyString,
  win_lose: MoneyString,
});
export type BetSummary = z.infer<typeof BetSummary>;

/** total-bet: turnover per provider and game over the range. */
export const TotalBetRow = BetSummary.extend({
  provider_id: z.number().int(),
  provider_name: z.string(),
  game_list_id: z.number().int(),
  game_name: z.string(),
});
export type TotalBetRow = z.infer<typeof TotalBetRow>;
