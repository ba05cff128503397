import { buildCurrency, buildGeneralConfig, buildLanguage, listWithLimit } from '@casino/api-client/testing';
import { GameCategoryCode } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import { Quest } from '@casino/contracts/quests';
import type {
  CheckInState,
  MemberLevel,
  MemberLevelStanding,
  MemberQuest,
  QuestClaim,
  QuestGame,
} from '@casino/contracts/quests';

export const list = listWithLimit(100);

export const english = buildLanguage({ id: 1, code: 'en' });
export const baht = buildCurrency({ id: 1, code: 'THB', symbol: '฿', enable_decimal: false });
export const generalConfig = buildGeneralConfig({ default_currency_code: 'THB' });

/** A THB level; Bronze (rank 1, a deposit of ฿1,000 or a turnover of ฿10,000) unless overridden. */
export function buildLevel(overrides: Partial<MemberLevel> = {}): MemberLevel {
  return {
    id: 1,
    rank: 1,
    name: 'Bronze',
    currency_id: 1,
    required_deposit: '1000.00',
    required_turnover: '10000.00',
    required_winloss: null,
    vip_bonus: '100.00',
    birthday_bonus: '50.00',
    rolling_rebate: '0.3',
    ...overrides,
  };
}

export const bronze = buildLevel();
export const silver = buildLevel({
  id: 2,
  rank: 2,
  name: 'Silver',
  required_deposit: '10000.00',
  required_turnover: '100000.00',
  required_winloss: '5000.00',
  vip_bonus: '500.00',
  birthday_bonus: '300.00',
  rolling_rebate: '0.5',
});
export const gold = buildLevel({
  id: 3,
  rank: 3,
  name: 'Gold',
  required_deposit: null,
  required_turnover: '500000.00',
  required_winloss: null,
  vip_bonus: '2000.00',
  birthday_bonus: '1000.00',
  rolling_rebate: '0.8',
});

/** The THB levels, lowest first. */
export const levels: MemberLevel[] = [bronze, silver, gold];

/** A Bronze member half-way to Silver: deposits of ฿4,000 of ฿10,000, counted through 25 November. */
export function buildStanding(overrides: Partial<MemberLevelStanding> = {}): MemberLevelStanding {
  return {
    level: bronze,
    next: silver,
    accumulated: { deposit: '4000.00', turnover: '25000.00', winloss: '-1200.00' },
    counted_through: '2026-11-25',
    next_calculation_at: '2026-11-26T17:05:00.000Z',
    birthday_bonus_year: null,
    ...overrides,
  };
}

/** At the top: Gold, nothing above. */
export const topStanding = buildStanding({
  level: gold,
  next: null,
  accumulated: { deposit: '90000.00', turnover: '750000.00', winloss: '30000.00' },
  birthday_bonus_year: 2026,
});

/** New: below Bronze, never calculated. */
export const newStanding = buildStanding({
  level: null,
  next: bronze,
  accumulated: { deposit: '0', turnover: '0', winloss: '0' },
  counted_through: null,
});

// Quests. Dates are written in UTC; the brand's business days are Bangkok's (UTC+7).

/** A week after the quests began: far enough for the cards to show an end date, not a countdown. */
const ENDS_AT = '2027-01-31T16:59:59.000Z';

/**
 * A THB play quest (id 1, "Lucky stakes": stake at least ฿100 in 3 rounds, ฿50, every day, for everyone)
 * unless overridden.
 */
export function buildQuest(overrides: Partial<Quest> = {}): Quest {
  return {
    id: 1,
    code: 'lucky-stakes',
    type: 'play',
    name: 'Lucky stakes',
    description: 'Three solid rounds a day keep the bonus coming.',
    currency_id: 1,
    condition: 'min_bet',
    target: '3',
    min_bet: '100.00',
    min_win: null,
    multiplier: null,
    categories: [],
    providers: [],
    games: [],
    reward_type: 'money',
    reward_amount: '50.00',
    reward_promotion_id: null,
    reward_free_spin: null,
    repeat: 'daily',
    min_level: 0,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: ENDS_AT,
    ...overrides,
  };
}

/** The member's side of a quest: joined today (26 November) unless overridden. */
export function buildMemberQuest(overrides: Partial<MemberQuest> = {}): MemberQuest {
  return {
    ...buildQuest(),
    state: 'joined',
    progress: '0',
    period: '2026-11-26',
    joined_at: '2026-11-26T02:00:00.000Z',
    completed_at: null,
    claimed_at: null,
    ...overrides,
  };
}

/** Stake at least ฿100 in 3 rounds: 2 done. */
export const luckyStakes = buildMemberQuest({ progress: '2' });

/** Accumulate ฿5,000 of bets on slots by PG Soft, once: ฿1,200 so far. */
export const bigSpender = buildMemberQuest({
  id: 2,
  code: 'big-spender',
  name: 'Big spender',
  description: 'Bet your way to a bonus on the slots.',
  condition: 'accumulated_bet',
  target: '5000.00',
  min_bet: null,
  categories: [{ id: 1, name: 'Slots' }],
  providers: [{ id: 4, name: 'PG Soft' }],
  games: [{ id: 17, name: 'Fortune Tiger' }],
  reward_amount: '300.00',
  repeat: 'once',
  period: 'once',
  progress: '1200.00',
});

/** Win at least 10× the stake in a round; not joined yet. */
export const bigWin = buildMemberQuest({
  id: 3,
  code: 'big-win',
  name: 'Big win',
  description: 'One great round is all it takes.',
  condition: 'win_multiplier',
  target: '1',
  min_bet: null,
  multiplier: '10',
  reward_amount: '100.00',
  state: 'open',
  joined_at: null,
});

/** Deposit ฿1,000 in total: done, 200 points to claim. */
export const weeklyDeposit = buildMemberQuest({
  id: 4,
  code: 'weekly-deposit',
  type: 'deposit',
  name: 'Deposit drive',
  description: 'Top up and collect points.',
  condition: 'deposit',
  target: '1000.00',
  min_bet: null,
  reward_type: 'point',
  reward_amount: '200.00',
  repeat: 'once',
  period: 'once',
  state: 'completed',
  progress: '1000.00',
  completed_at: '2026-11-26T03:00:00.000Z',
});

/** A level 3 VIP bonus (a promotion's ฿500 bonus) the Bronze member cannot join yet. */
export const goldBonus = buildMemberQuest({
  id: 5,
  code: 'gold-bonus',
  type: 'vip',
  name: 'Gold welcome',
  description: 'A bonus for members who reach Gold.',
  condition: 'none',
  target: '0',
  min_bet: null,
  reward_type: 'promotion',
  reward_amount: '500.00',
  reward_promotion_id: 9,
  repeat: 'once',
  min_level: 3,
  period: 'once',
  state: 'locked',
  joined_at: null,
});

/** Deposit ฿500 today for 10 free spins on Jade Fortune (฿1 a spin, playable 7 days): done, to claim. */
export const depositSpins = buildMemberQuest({
  id: 7,
  code: 'deposit-500-free-spins',
  type: 'deposit',
  name: 'Deposit 500 today: 10 free spins',
  description: 'Deposit ฿500 or more today and claim 10 free spins on Jade Fortune.',
  condition: 'deposit',
  target: '500.00',
  min_bet: null,
  reward_type: 'free_spin',
  reward_amount: '0.00',
  reward_free_spin: {
    offer_id: 3,
    spins: 10,
    amount_per_round: '1.00',
    valid_days: 7,
    game_list: [{ game_list_id: 21, name: 'Jade Fortune', image_url: null, provider_id: 8 }],
  },
  state: 'completed',
  progress: '600.00',
  completed_at: '2026-11-26T03:30:00.000Z',
});

/** The daily check-in quest: ฿10 a day. */
export const checkInQuest = buildQuest({
  id: 6,
  code: 'daily-check-in',
  type: 'daily_check_in',
  name: 'Daily check-in',
  description: 'Check in every day.',
  condition: 'none',
  target: '0',
  min_bet: null,
  reward_amount: '10.00',
});

/** A member's board, mid-way: one to join, two under way, two to claim and a locked VIP bonus. */
export const memberQuests: MemberQuest[] = [
  luckyStakes,
  bigSpender,
  bigWin,
  weeklyDeposit,
  depositSpins,
  goldBonus,
];

/** What a visitor sees of the same quests and the check-in: the public quests of THB. */
export const publicQuests: Quest[] = [...memberQuests.map(toPublic), checkInQuest];

/** A quest without the member's side (the contract's schema keeps only the quest's own fields). */
export function toPublic(quest: MemberQuest): Quest {
  return Quest.parse(quest);
}

/** Not checked in today (26 November), a streak of 2. */
export function buildCheckInState(overrides: Partial<CheckInState> = {}): CheckInState {
  return { quest: checkInQuest, checked_in_today: false, streak: 2, today: '2026-11-26', ...overrides };
}

/** A claimed reward: Lucky stakes' ฿50 for 25 November, unless overridden. */
export function buildClaim(overrides: Partial<QuestClaim> = {}): QuestClaim {
  return {
    id: 41,
    quest_information_id: 1,
    name: 'Lucky stakes',
    type: 'play',
    reward_type: 'money',
    reward_amount: '50.00',
    free_spin_grant: null,
    period: '2026-11-25',
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

// The lobby's games, for "Where it counts" and the lobby's launch.

const slots = { id: 1, name: 'Slots', code: 'slots' };
const fishing = { id: 3, name: 'Fishing', code: 'fishing' };
const table = { id: 7, name: 'Table', code: 'table' };
const jadeStudio = { id: 1, name: 'Jade Studio' };
const royalTables = { id: 2, name: 'Royal Tables' };
const pgSoft = { id: 4, name: 'PG Soft' };

/** Providers whose games open in the site's iframe (the others in a game window). */
const IFRAME_PROVIDERS = new Set([jadeStudio.id, pgSoft.id]);

function questGame(
  id: number,
  name: string,
  provider: QuestGame['provider'],
  category: QuestGame['category'],
) {
  const image_url = id === 2 ? null : `https://provider.example/${id}.svg`;
  return { id, name, image_url, provider, category };
}

/**
 * The lobby's active games in its order (17: a page of 12 and five more): the reference provider's
 * (Jade Fortune first, Temple Ways without a picture) and PG Soft's slots, among them Fortune Tiger.
 */
export const lobbyGames: QuestGame[] = [
  questGame(1, 'Jade Fortune', jadeStudio, slots),
  questGame(2, 'Temple Ways', jadeStudio, slots),
  questGame(5, 'Ocean Hunter', jadeStudio, fishing),
  questGame(3, 'European Roulette', royalTables, table),
  questGame(4, 'Punto Banco Baccarat', royalTables, table),
  ...[
    'Fortune Tiger',
    'Golden Koi',
    'Lotus Reels',
    'Dragon Pearls',
    'Night Market',
    'Jungle Drums',
    'Silk Road Spins',
    'Monsoon Gold',
    'Tiger Temple',
    'Lantern Nights',
    'Mango Rush',
    'Paper Lanterns',
  ].map((name, n) => questGame(17 + n, name, pgSoft, slots)),
];

/** A quest's game as the lobby's catalogue lists it (what the launch reads). */
export function toCatalogueGame(game: QuestGame): GameListItem {
  return {
    id: game.id,
    code: game.name.toLowerCase().replaceAll(' ', '-'),
    name: game.name,
    image_url: game.image_url,
    provider_id: game.provider.id,
    provider_name: game.provider.name,
    use_iframe: IFRAME_PROVIDERS.has(game.provider.id),
    game_category_id: game.category.id,
    category_code: GameCategoryCode.parse(game.category.code),
    is_demo: true,
    tags: [],
    is_favorite: false,
  };
}
