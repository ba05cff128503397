import {
  buildCompleteMember,
  buildCustomFunction,
  buildWallet,
  errorReply,
  mockEndpoint,
  notAuthenticated,
} from '@casino/api-client/testing';
import { gamesApi, memberApi, minorToMoney, moneyToMinor, publicApi } from '@casino/contracts';
import type { ErrorReason } from '@casino/contracts';
import {
  FREE_SPIN_MESSAGES,
  RANDOM_CARD_COUNT,
  REWARD_MESSAGES,
  freeSpinApi,
  rewardApi,
} from '@casino/contracts/rewards';
import type {
  ExchangeRate,
  FreeSpinGrant,
  FreeSpinOffer,
  PointMovement,
  PointTotals,
  Prize,
  RedeemTransaction,
  RedeemType,
  Reward,
  RewardSeed,
} from '@casino/contracts/rewards';
import { gamesLobbyHandlers } from '@casino/games-launch/testing';
import {
  SEEDS,
  baht,
  english,
  exchangeRate,
  grants,
  list,
  movements,
  offers,
  redeemTypes,
  seed,
  shopItems,
  totals,
  transactions,
  typeOf,
  walletBaht,
} from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The shop's server side in memory: the member's points, the catalogue and what was redeemed. */
export interface RewardsStore {
  totals: PointTotals;
  movements: PointMovement[];
  types: RedeemType[];
  items: Reward[];
  seed: RewardSeed;
  /** Which of `SEEDS` the committed seed is; each draw reveals it and commits the next. */
  seedIndex: number;
  /** The prize (index into the item's prizes) the next draw gives, and where the cards' deal starts. */
  nextPrize: number;
  exchangeRate: ExchangeRate | null;
  providers: { id: number; name: string }[];
  offers: FreeSpinOffer[];
  grants: FreeSpinGrant[];
  transactions: RedeemTransaction[];
  /** Every call that spends or sets something, with its body, in order. */
  writes: { endpoint: string; body: unknown }[];
}

/** A member with 1,250 points, the THB shop, a seed committed, free-spin offers and some history. */
export function createRewardsStore(overrides: Partial<RewardsStore> = {}): RewardsStore {
  return {
    totals: { ...totals },
    movements: [...movements],
    types: redeemTypes,
    items: shopItems.map((item) => ({ ...item })),
    seed: { ...seed },
    seedIndex: 0,
    nextPrize: 0,
    exchangeRate,
    providers: [
      { id: 1, name: 'Jade Studio' },
      { id: 5, name: 'Lucky Reels' },
    ],
    offers,
    grants: [...grants],
    transactions: [...transactions],
    writes: [],
    ...overrides,
  };
}

const NOW = '2026-11-26T06:00:00.000Z';

/** A page of `rows` as `$skip` and `$limit` ask. */
function page<T>(rows: readonly T[], query: Record<string, unknown>) {
  const limit = Number(query['$limit'] ?? 20);
  const skip = Number(query['$skip'] ?? 0);
  return { total: rows.length, limit, skip, data: rows.slice(skip, skip + limit) };
}

/** A refusal as the server answers it: its status, its reason (the site's localized text) and message. */
const refusal = (code: number, reason: ErrorReason, message: string) => errorReply({ code, reason, message });

const hundredths = (points: string) => moneyToMinor(points, 2);
const points = (value: bigint) => minorToMoney(value, 2);

/**
 * Spends `cost` from the store's balance as the server does (one movement, the totals moved): `false`
 * when the balance is short.
 */
function spend(store: RewardsStore, cost: string, type: string): boolean {
  const balance = hundredths(store.totals.point);
  if (balance < hundredths(cost)) return false;
  const after = points(balance - hundredths(cost));
  store.totals = {
    ...store.totals,
    point: after,
    spent: points(hundredths(store.totals.spent) + hundredths(cost)),
  };
  store.movements.unshift({
    id: 100 + store.movements.length,
    type,
    points: `-${cost}`,
    balance_after: after,
    createdAt: NOW,
  });
  return true;
}

function record(
  store: RewardsStore,
  transaction: Omit<RedeemTransaction, 'id' | 'createdAt'>,
): RedeemTransaction {
  const row = { ...transaction, id: 100 + store.transactions.length, createdAt: NOW };
  store.transactions.unshift(row);
  return row;
}

/** The draw of an item: the prize `nextPrize` names, the committed seed revealed and the next committed. */
function draw(store: RewardsStore, item: Reward) {
  const prizes: Prize[] = item.prizes.map(({ kind, amount, label }) => ({ kind, amount, label }));
  const revealed = SEEDS[store.seedIndex % SEEDS.length] ?? SEEDS[0];
  const fairness = {
    server_seed_hash: revealed.hash,
    server_seed: revealed.seed,
    client_seed: store.seed.client_seed,
    nonce: store.seed.nonce,
  };
  store.seedIndex += 1;
  const next = SEEDS[store.seedIndex % SEEDS.length] ?? SEEDS[0];
  store.seed = { ...store.seed, server_seed_hash: next.hash, nonce: store.seed.nonce + 1 };
  return { prizes, fairness };
}

/** Looks up a shop item of a type and spends its price; a Response is the refusal to answer. */
function redeemItem(store: RewardsStore, body: unknown, type: Reward['type']): Reward | Response {
  const id = (body as { reward_id: number }).reward_id;
  const item = store.items.find((candidate) => candidate.id === id);
  if (!item) return refusal(404, 'NOT_FOUND', REWARD_MESSAGES.notFound);
  if (item.type !== type) return refusal(400, 'REWARD_UNAVAILABLE', REWARD_MESSAGES.wrongType);
  if (item.stock === 0) return refusal(409, 'REWARD_UNAVAILABLE', REWARD_MESSAGES.outOfStock);
  if (!spend(store, item.points, type === 'special' ? 'redeem_reward' : type)) {
    return refusal(422, 'POINTS_NOT_ENOUGH', REWARD_MESSAGES.notEnough);
  }
  if (item.stock !== null) item.stock -= 1;
  return item;
}

/** The shop's endpoints over a store, as the server answers them. */
export function rewardHandlers(store: RewardsStore) {
  const base = (item: Reward) => ({
    reward_id: item.id,
    name: item.name,
    points: item.points,
    product_value: item.product_value,
    address: null,
    phone: null,
    email: null,
    tracking_number: null,
  });
  return [
    mockEndpoint(rewardApi.redeemTypeListFind, () => ({ data: store.types })),
    mockEndpoint(rewardApi.redeemTypeFind, ({ query }) => ({
      data: store.items.filter((item) => query['type'] === undefined || item.type === query['type']),
    })),
    mockEndpoint(rewardApi.totalPointsFind, ({ query }) => ({
      ...page(store.movements, query),
      totals: store.totals,
    })),
    mockEndpoint(rewardApi.redeemTransactionFind, ({ query }) =>
      page(
        store.transactions.filter((row) => query['type'] === undefined || row.type.code === query['type']),
        query,
      ),
    ),
    mockEndpoint(rewardApi.redeemReward, ({ body }) => {
      store.writes.push({ endpoint: 'redeem-reward', body });
      const item = redeemItem(store, body, 'special');
      if (item instanceof Response) return item;
      const { address, phone, email } = body as { address: string; phone?: string; email?: string };
      return record(store, {
        ...base(item),
        type: typeOf('special'),
        status: 'pending',
        address,
        phone: phone || null,
        email: email || null,
        prize: null,
        fairness: null,
      });
    }),
    mockEndpoint(rewardApi.rewardSeedFind, () => store.seed),
    mockEndpoint(rewardApi.rewardSeedCreate, ({ body }) => {
      store.writes.push({ endpoint: 'reward-seed', body });
      store.seed = { ...store.seed, client_seed: (body as { client_seed: string }).client_seed };
      return store.seed;
    }),
    mockEndpoint(rewardApi.redeemLuckyBox, ({ body }) => {
      store.writes.push({ endpoint: 'redeem-lucky-box', body });
      const item = redeemItem(store, body, 'lucky_box');
      if (item instanceof Response) return item;
      const { prizes, fairness } = draw(store, item);
      const prize = prizes[store.nextPrize % prizes.length] ?? null;
      const transaction = record(store, {
        ...base(item),
        type: typeOf('lucky_box'),
        product_value: null,
        status: 'completed',
        prize,
        fairness,
      });
      return { transaction, next_seed: store.seed };
    }),
    mockEndpoint(rewardApi.redeemRandomCard, ({ body }) => {
      store.writes.push({ endpoint: 'redeem-random-card', body });
      const item = redeemItem(store, body, 'random_card');
      if (item instanceof Response) return item;
      const { prizes, fairness } = draw(store, item);
      const cards = Array.from(
        { length: RANDOM_CARD_COUNT },
        (_, index) => prizes[(index + store.nextPrize) % prizes.length] as Prize,
      );
      const cardIndex = (body as { card_index: number }).card_index;
      const transaction = record(store, {
        ...base(item),
        type: typeOf('random_card'),
        product_value: null,
        status: 'completed',
        prize: cards[cardIndex] ?? null,
        fairness,
      });
      return { transaction, next_seed: store.seed, cards, card_index: cardIndex };
    }),
    mockEndpoint(rewardApi.exchangeRewardFind, () => ({
      data: store.exchangeRate ? [store.exchangeRate] : [],
    })),
    mockEndpoint(rewardApi.redeemExchangePoint, ({ body }) => {
      store.writes.push({ endpoint: 'redeem-exchange-point', body });
      const rate = store.exchangeRate;
      const cost = (body as { points: string }).points;
      if (!rate?.is_active) return refusal(409, 'REWARD_UNAVAILABLE', REWARD_MESSAGES.exchangeClosed);
      if (!spend(store, cost, 'exchange_money'))
        return refusal(422, 'POINTS_NOT_ENOUGH', REWARD_MESSAGES.notEnough);
      const amount = minorToMoney((hundredths(cost) * 100n) / hundredths(rate.points_per_unit), 2);
      return record(store, {
        type: typeOf('exchange'),
        reward_id: null,
        name: 'Exchange points',
        points: cost,
        product_value: null,
        status: 'completed',
        address: null,
        phone: null,
        email: null,
        tracking_number: null,
        prize: { kind: 'money', amount, label: `฿${amount}` },
        fairness: null,
      });
    }),
  ];
}

/** The free-spin endpoints over a store: offers by provider, redeeming one, the member's spins, playing them. */
export function freeSpinHandlers(store: RewardsStore) {
  return [
    mockEndpoint(freeSpinApi.redeemFreeSpinFilterFind, () => ({ data: store.providers })),
    mockEndpoint(freeSpinApi.redeemFreeSpinListFind, ({ query }) => ({
      data: store.offers.filter(
        (offer) => query['provider_id'] === undefined || String(offer.provider.id) === query['provider_id'],
      ),
    })),
    mockEndpoint(freeSpinApi.redeemFreeSpinFind, () => ({ data: store.grants })),
    // "Play now" on a game whose provider opens it in a window of its own: game-live answers a page of it.
    mockEndpoint(gamesApi.enterGame, ({ body }) => ({
      url: null,
      html: `<!doctype html><title>Game ${(body as { game_list_id: number }).game_list_id}</title><p>Spin!</p>`,
      use_iframe: false,
      is_demo: false,
      expires_at: '2026-11-26T06:10:00.000Z',
    })),
    mockEndpoint(freeSpinApi.redeemFreeSpin, ({ body }) => {
      store.writes.push({ endpoint: 'redeem-freespin', body });
      const offer = store.offers.find(
        (candidate) => candidate.id === (body as { offer_id: number }).offer_id,
      );
      if (!offer) return refusal(404, 'NOT_FOUND', FREE_SPIN_MESSAGES.notFound);
      if (!spend(store, offer.points, 'redeem_freespin')) {
        return refusal(422, 'POINTS_NOT_ENOUGH', REWARD_MESSAGES.notEnough);
      }
      const grant: FreeSpinGrant = {
        id: 100 + store.grants.length,
        reward_uuid: `fs-${100 + store.grants.length}`,
        offer_id: offer.id,
        name: offer.name,
        provider: offer.provider,
        game_list: offer.game_list,
        spins: offer.spins,
        spins_left: offer.spins,
        amount_per_round: offer.amount_per_round,
        total_win: '0.00',
        points: offer.points,
        turnover: offer.turnover,
        status: 'active',
        expire_date: '2026-12-03T06:00:00.000Z',
        createdAt: NOW,
      };
      store.grants.unshift(grant);
      return grant;
    }),
  ];
}

/** The reference data the pages read: the language, the currency, what the lobby's launch reads ("Play now"). */
function referenceHandlers() {
  return [
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(publicApi.currencyFind, () => list([baht])),
    mockEndpoint(publicApi.customFunctionFind, () => list([buildCustomFunction()])),
    ...gamesLobbyHandlers(),
  ];
}

/** A logged-in member with a THB wallet and the shop of `store`. */
export function rewardMemberHandlers(store: RewardsStore = createRewardsStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet({ currency: walletBaht })])),
    ...rewardHandlers(store),
    ...freeSpinHandlers(store),
  ];
}

/** A visitor: no session; every reward page asks them to log in. */
export function rewardVisitorHandlers(store: RewardsStore = createRewardsStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    mockEndpoint(memberApi.walletFind, () => notAuthenticated()),
    ...rewardHandlers(store),
    ...freeSpinHandlers(store),
  ];
}
