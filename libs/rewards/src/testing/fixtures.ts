import { buildCurrency, buildLanguage, listWithLimit } from '@casino/api-client/testing';
import type { GameListItem } from '@casino/contracts';
import { games } from '@casino/games-launch/testing';
import type {
  ExchangeRate,
  FreeSpinGrant,
  FreeSpinOffer,
  PointMovement,
  PointTotals,
  Prize,
  RedeemTransaction,
  RedeemType,
  RedeemTypeCode,
  Reward,
  RewardSeed,
} from '@casino/contracts/rewards';
import { PlayableFreeSpinGame } from '@casino/contracts/rewards';

export const list = listWithLimit(100);

export const english = buildLanguage({ id: 1, code: 'en' });
export const baht = buildCurrency({ id: 1, code: 'THB', symbol: '฿', enable_decimal: false });
/** The wallet's THB, with the fixtures' symbol. */
export const walletBaht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: false };

const TYPE_NAMES: Record<RedeemTypeCode, string> = {
  special: 'Special reward',
  lucky_box: 'Lucky box',
  random_card: 'Random card',
  free_spin: 'Free spins',
  exchange: 'Exchange points',
};

/** The five tabs in the migration's order (ids 1 to 5). */
export const redeemTypes: RedeemType[] = (Object.keys(TYPE_NAMES) as RedeemTypeCode[]).map((code, index) => ({
  id: index + 1,
  code,
  redeem_type_name: TYPE_NAMES[code],
}));

export const typeOf = (code: RedeemTypeCode): RedeemType =>
  redeemTypes.find((type) => type.code === code) ?? { id: 1, code, redeem_type_name: code };

/** A picture that needs no network (Storybook runs offline): an emoji on the brand-neutral surface. */
const picture = (emoji: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#eef0f4"/><text x="20" y="21" font-size="16" text-anchor="middle">${emoji}</text></svg>`,
  )}`;

/** A shop item: the special reward "Wireless earbuds" (1,000 points, worth ฿2,990, 12 left) unless overridden. */
export function buildReward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: 1,
    type: 'special',
    name: 'Wireless earbuds',
    description: 'Noise-cancelling earbuds with a charging case.',
    image_url: picture('🎧'),
    points: '1000.00',
    product_value: '2990.00',
    stock: 12,
    prizes: [],
    ...overrides,
  };
}

export const earbuds = buildReward();
export const hoodie = buildReward({
  id: 2,
  name: 'Brand hoodie',
  description: 'A warm hoodie in the brand colours.',
  image_url: null,
  points: '3000.00',
  product_value: '1290.00',
  stock: 0,
});

const money = (amount: string, chance: string): Prize & { chance: string } => ({
  kind: 'money',
  amount,
  label: `฿${Number(amount)}`,
  chance,
});
const nothing = (chance: string): Prize & { chance: string } => ({
  kind: 'nothing',
  amount: '0',
  label: 'Better luck next time',
  chance,
});

export const goldenBox = buildReward({
  id: 3,
  type: 'lucky_box',
  name: 'Golden box',
  description: 'One in ten opens with ฿100.',
  image_url: picture('🎁'),
  points: '100.00',
  product_value: null,
  stock: null,
  prizes: [
    money('100.00', '10'),
    { kind: 'points', amount: '50.00', label: '50 points', chance: '30' },
    nothing('60'),
  ],
});

export const luckyDeck = buildReward({
  id: 4,
  type: 'random_card',
  name: 'Lucky deck',
  description: 'Five cards, three prizes.',
  image_url: null,
  points: '50.00',
  product_value: null,
  stock: null,
  prizes: [
    money('20.00', '20'),
    { kind: 'points', amount: '30.00', label: '30 points', chance: '40' },
    nothing('40'),
  ],
});

/** The shop of THB: two special rewards (one sold out), a lucky box and a random card. */
export const shopItems: Reward[] = [earbuds, hoodie, goldenBox, luckyDeck];

/** Server seeds with their SHA-256 (of the seed's bytes), so the page's check of the commitment passes. */
export const SEEDS = [
  {
    seed: '5d1f0c7a9b3e2f4a6c8d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d',
    hash: 'b8132573a34a00de4b1b88232cddb408faa97649822c1d8aad22008c233ab6b3',
  },
  {
    seed: 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc',
    hash: '3fc6e6ddd6fbc496380a240e0a44e003d475fbfadb49cb20cb0b31f6a69e1a4c',
  },
  {
    seed: '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
    hash: '0999fa4e23e7356c7507cfa0281250ec238e4856eff238cb0b500e155e88f46b',
  },
] as const;

export const seed: RewardSeed = { server_seed_hash: SEEDS[0].hash, client_seed: 'lucky-seven', nonce: 3 };

/** ฿1 for 10 points, from 100 to 5,000 points an exchange. */
export const exchangeRate: ExchangeRate = {
  currency_id: 1,
  points_per_unit: '10.00',
  min_points: '100.00',
  max_points: '5000.00',
  is_active: true,
};

export const totals: PointTotals = {
  point: '1250.00',
  badge_point: '4800.00',
  earned: '4800.00',
  spent: '3550.00',
  is_display: true,
};

/** A movement of points: 120 points from bets on 26 November unless overridden. */
export function buildMovement(overrides: Partial<PointMovement> = {}): PointMovement {
  return {
    id: 1,
    type: 'bet_points',
    points: '120.00',
    balance_after: '1250.00',
    createdAt: '2026-11-26T04:00:00.000Z',
    ...overrides,
  };
}

export const movements: PointMovement[] = [
  buildMovement({ id: 5 }),
  buildMovement({
    id: 4,
    type: 'lucky_box',
    points: '-100.00',
    balance_after: '1130.00',
    createdAt: '2026-11-25T12:00:00.000Z',
  }),
  buildMovement({
    id: 3,
    type: 'quest_point',
    points: '200.00',
    balance_after: '1230.00',
    createdAt: '2026-11-25T09:00:00.000Z',
  }),
  buildMovement({
    id: 2,
    type: 'season_bonus',
    points: '30.50',
    balance_after: '1030.00',
    createdAt: '2026-11-24T09:00:00.000Z',
  }),
];

/** A redemption: the earbuds, pending, to a Bangkok address, on 26 November unless overridden. */
export function buildTransaction(overrides: Partial<RedeemTransaction> = {}): RedeemTransaction {
  return {
    id: 1,
    type: typeOf('special'),
    reward_id: earbuds.id,
    name: earbuds.name,
    points: earbuds.points,
    product_value: earbuds.product_value,
    status: 'pending',
    address: '99/1 Sukhumvit Road, Bangkok 10110',
    phone: '0812345678',
    email: null,
    tracking_number: null,
    prize: null,
    fairness: null,
    createdAt: '2026-11-26T03:00:00.000Z',
    ...overrides,
  };
}

export const transactions: RedeemTransaction[] = [
  buildTransaction({
    id: 3,
    status: 'shipped',
    tracking_number: 'TH1234567890',
    createdAt: '2026-11-26T05:00:00.000Z',
  }),
  buildTransaction({
    id: 2,
    type: typeOf('lucky_box'),
    reward_id: goldenBox.id,
    name: goldenBox.name,
    points: goldenBox.points,
    product_value: null,
    status: 'completed',
    address: null,
    phone: null,
    prize: { kind: 'money', amount: '100.00', label: '฿100' },
    fairness: {
      server_seed_hash: SEEDS[2].hash,
      server_seed: SEEDS[2].seed,
      client_seed: 'lucky-seven',
      nonce: 2,
    },
    createdAt: '2026-11-25T12:00:00.000Z',
  }),
  buildTransaction({
    id: 1,
    type: typeOf('exchange'),
    reward_id: null,
    name: 'Exchange points',
    points: '500.00',
    product_value: null,
    status: 'completed',
    address: null,
    phone: null,
    prize: { kind: 'money', amount: '50.00', label: '฿50' },
    createdAt: '2026-11-24T10:00:00.000Z',
  }),
];

// Free spins on the reference provider's games, launched as the lobby fixtures list them.
const [jadeFortune, templeWays] = games as [GameListItem, GameListItem];
/** The lobby item's own fields under the free-spin names (the schema drops its tags and favourite). */
const freeSpinGame = (game: GameListItem) => PlayableFreeSpinGame.parse({ ...game, game_list_id: game.id });

export const jadeStudio = { id: 1, name: 'Jade Studio' };
export const luckyReels = { id: 5, name: 'Lucky Reels' };

/** A game of a provider that opens in a tab of its own (game-live), not on the play page. */
export const reelRush: PlayableFreeSpinGame = {
  game_list_id: 77,
  code: 'reel-rush',
  name: 'Reel Rush',
  image_url: null,
  provider_id: luckyReels.id,
  provider_name: luckyReels.name,
  use_iframe: false,
  game_category_id: 1,
  category_code: 'slots',
  is_demo: false,
};

/** An offer: 10 spins at ฿1 on Jade Fortune for 200 points, 7 days to play, unless overridden. */
export function buildOffer(overrides: Partial<FreeSpinOffer> = {}): FreeSpinOffer {
  return {
    id: 1,
    name: 'Jade Fortune 10 spins',
    provider: jadeStudio,
    game_list: [freeSpinGame(jadeFortune)],
    spins: 10,
    amount_per_round: '1.00',
    currency_id: 1,
    points: '200.00',
    valid_days: 7,
    turnover: '1',
    ...overrides,
  };
}

export const offers: FreeSpinOffer[] = [
  buildOffer(),
  buildOffer({
    id: 2,
    name: 'Jade double pack',
    game_list: [freeSpinGame(jadeFortune), freeSpinGame(templeWays)],
    spins: 25,
    amount_per_round: '2.00',
    points: '900.00',
    turnover: '3',
  }),
  buildOffer({
    id: 3,
    name: 'Reel rush',
    provider: luckyReels,
    game_list: [reelRush],
    spins: 50,
    amount_per_round: '0.50',
    points: '1500.00',
    valid_days: 3,
  }),
];

/** Spins a member holds: the first offer, 7 of 10 left, until 2 December unless overridden. */
export function buildGrant(overrides: Partial<FreeSpinGrant> = {}): FreeSpinGrant {
  const offer = offers[0] ?? buildOffer();
  return {
    id: 1,
    reward_uuid: 'fs-1',
    offer_id: offer.id,
    name: offer.name,
    provider: offer.provider,
    game_list: offer.game_list,
    spins: offer.spins,
    spins_left: 7,
    amount_per_round: offer.amount_per_round,
    total_win: '45.00',
    points: offer.points,
    turnover: offer.turnover,
    status: 'active',
    expire_date: '2026-12-02T16:59:59.000Z',
    createdAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

export const grants: FreeSpinGrant[] = [
  buildGrant(),
  buildGrant({
    id: 2,
    reward_uuid: 'fs-2',
    offer_id: 3,
    name: 'Reel rush',
    provider: luckyReels,
    game_list: offers[2]?.game_list ?? [],
    spins: 50,
    spins_left: 20,
    amount_per_round: '0.50',
    total_win: '0.00',
    status: 'expired',
    expire_date: '2026-11-20T16:59:59.000Z',
    createdAt: '2026-11-17T09:00:00.000Z',
  }),
];
