import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { historyRangeFilters } from './business-day';
import { defineEndpoint } from './endpoint';
import { LANGUAGE_CODES } from './locales';
import { MoneyString } from './money';
import { listQuery, paginated, queryId } from './query';

/**
 * Points and the rewards shop. Points are held in the member's `points` ledger account in hundredths and
 * cross the API as decimal strings ("12.50"), like money. `badge_points` counts every point ever earned.
 */
export const PointString = MoneyString;

/** Spec: special reward (a physical item shipped), lucky box, random card, free spins, money exchange. */
export const RedeemTypeCode = z.enum(['special', 'lucky_box', 'random_card', 'free_spin', 'exchange']);
export type RedeemTypeCode = z.infer<typeof RedeemTypeCode>;

/** One tab of the shop (spec's redeem type: id, redeem_type_name). */
export const RedeemType = z.object({
  id: z.number().int().positive(),
  code: RedeemTypeCode,
  redeem_type_name: z.string(),
});
export type RedeemType = z.infer<typeof RedeemType>;

/** What a lucky box or random card can give: money into the wallet, points, or nothing. */
export const PrizeKind = z.enum(['money', 'points', 'nothing']);
export type PrizeKind = z.infer<typeof PrizeKind>;

export const Prize = z.object({
  kind: PrizeKind,
  /** Money in the currency or points (decimal); "0" for nothing. */
  amount: MoneyString,
  /** The prize's name in the member's language ("100 THB", "Better luck next time"). */
  label: z.string(),
});
export type Prize = z.infer<typeof Prize>;

/** A shop item of the member's currency: a special reward, a lucky box or a random card. */
export const Reward = z.object({
  id: z.number().int().positive(),
  type: RedeemTypeCode,
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  points: PointString,
  /** What the item is worth in the currency (special rewards), for display. */
  product_value: MoneyString.nullable(),
  /** Items left; null when unlimited. */
  stock: z.number().int().min(0).nullable(),
  /** Lucky box and random card: every prize it can give, with its chance in percent ("12.5"). */
  prizes: z.array(Prize.extend({ chance: z.string() })),
});
export type Reward = z.infer<typeof Reward>;

export const redeemTypeListFind = defineEndpoint({
  service: 'redeem-type-list',
  scope: 'pb',
  method: 'find',
  summary: "The shop's tabs, named in the language asked.",
  query: z.strictObject({ language_id: queryId.optional(), currency_language_id: queryId.optional() }),
  response: z.object({ data: z.array(RedeemType) }),
});

export const redeemTypeFind = defineEndpoint({
  service: 'redeem-type',
  scope: 'mb',
  method: 'find',
  summary: "The shop's items of the member's currency (privilege point), optionally of one type.",
  query: z.strictObject({ language_id: queryId.optional(), type: RedeemTypeCode.optional() }),
  response: z.object({ data: z.array(Reward) }),
});

/** Spec: redeem address required; phone and email optional. */
export const ShippingAddress = z.strictObject({
  address: z.string().trim().min(1).max(500),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/)
    .or(z.literal(''))
    .optional(),
  email: z.email().max(200).or(z.literal('')).optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** pending → approved → shipped, or rejected (points returned); draws and exchanges are completed at once. */
export const RedeemStatus = z.enum(['pending', 'approved', 'shipped', 'rejected', 'completed']);
export type RedeemStatus = z.infer<typeof RedeemStatus>;

/** The seeds of one provably fair draw: the hash was shown before, the seed is revealed after. */
export const FairDraw = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
});
export type FairDraw = z.infer<typeof FairDraw>;

/** One redemption in the member's redeem history. */
export const RedeemTransaction = z.object({
  id: z.number().int().positive(),
  type: RedeemType,
  reward_id: z.number().int().positive().nullable(),
  name: z.string(),
  points: PointString,
  product_value: MoneyString.nullable(),
  status: RedeemStatus,
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** What a draw gave, or the money an exchange paid. */
  prize: Prize.nullable(),
  fairness: FairDraw.nullable(),
  createdAt: z.string(),
});
export type RedeemTransaction = z.infer<typeof RedeemTransaction>;

export const redeemTransactionFind = defineEndpoint({
  service: 'redeem-transaction',
  scope: 'mb',
  method: 'find',
  summary: "The member's redemptions, newest first, within the business days picked.",
  query: listQuery(['createdAt'], {
    language_id: queryId.optional(),
    type: RedeemTypeCode.optional(),
    ...historyRangeFilters,
  }),
  response: paginated(RedeemTransaction),
});

export const RewardIdBody = z.strictObject({ reward_id: z.number().int().positive() });

export const redeemReward = defineEndpoint({
  service: 'redeem-reward',
  scope: 'mb',
  method: 'create',
  summary: 'Redeem a special reward with points; staff approve and ship it to the address given.',
  body: RewardIdBody.extend(ShippingAddress.shape),
  response: RedeemTransaction,
});

/** The member's committed seed: its hash is shown before the next lucky box or random card draw. */
export const RewardSeed = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().min(0),
});
export type RewardSeed = z.infer<typeof RewardSeed>;

export const rewardSeedFind = defineEndpoint({
  service: 'reward-seed',
  scope: 'mb',
  method: 'find',
  summary: "The hash of the server seed the member's next draw will use, and their client seed.",
  query: z.strictObject({}),
  response: RewardSeed,
});

export const rewardSeedCreate = defineEndpoint({
  service: 'reward-seed',
  scope: 'mb',
  method: 'create',
  summary: 'Set the client seed of the next draws (the committed server seed stays).',
  body: z.strictObject({ client_seed: z.string().trim().min(1).max(64) }),
  response: RewardSeed,
});

/** A draw's answer: the redemption, and the seed committed for the next draw. */
export const DrawResult = z.object({
  transaction: RedeemTransaction,
  next_seed: RewardSeed,
});

export const redeemLuckyBox = defineEndpoint({
  service: 'redeem-lucky-box',
  scope: 'mb',
  method: 'create',
  summary: 'Open a lucky box with points: a provably fair draw of one prize, paid through the ledger.',
  body: RewardIdBody,
  response: DrawResult,
});

/** How many face-down cards a random card shows. */
export const RANDOM_CARD_COUNT = 5;

export const redeemRandomCard = defineEndpoint({
  service: 'redeem-random-card',
  scope: 'mb',
  method: 'create',
  summary: 'Pick one of the face-down cards with points: the fair draw deals the prizes, the pick wins one.',
  body: RewardIdBody.extend({
    card_index: z
      .number()
      .int()
      .min(0)
      .max(RANDOM_CARD_COUNT - 1),
  }),
  response: DrawResult.extend({
    /** Every card's prize, in the order they lay; `card_index` is the member's. */
    cards: z.array(Prize),
    card_index: z.number().int().min(0),
  }),
});

/** The brand's exchange rate of points into the member's currency (spec: exchange reward). */
export const ExchangeRate = z.object({
  currency_id: z.number().int().positive(),
  /** Points that buy one unit of the currency ("10" points = 1 THB). */
  points_per_unit: PointString,
  min_points: PointString,
  max_points: PointString.nullable(),
  is_active: z.boolean(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

export const exchangeRewardFind = defineEndpoint({
  service: 'exchange-reward',
  scope: 'pb',
  method: 'find',
  summary: 'The exchange rate of points into money of a currency.',
  query: z.strictObject({ currency_language_id: queryId.optional(), currency_id: queryId.optional() }),
  response: z.object({ data: z.array(ExchangeRate) }),
});

export const redeemExchangePoint = defineEndpoint({
  service: 'redeem-exchange-point',
  scope: 'mb',
  method: 'create',
  summary: 'Exchange points into money in the main wallet at the brand rate (activity exchange_money).',
  body: z.strictObject({ points: PointString }),
  response: RedeemTransaction,
});

/** The member's point balance and what made it. */
export const PointTotals = z.object({
  point: PointString,
  /** Every point ever earned (bets, quests, draws). */
  badge_point: PointString,
  earned: PointString,
  spent: PointString,
  is_display: z.boolean(),
});
export type PointTotals = z.infer<typeof PointTotals>;

export const PointMovement = z.object({
  id: z.number().int().positive(),
  /** The ledger transfer type: bet_points, quest_point, redeem_reward, lucky_box, exchange_money... */
  type: z.string(),
  /** Positive when earned, negative when spent. */
  points: PointString,
  balance_after: PointString,
  createdAt: z.string(),
});
export type PointMovement = z.infer<typeof PointMovement>;

export const totalPointsFind = defineEndpoint({
  service: 'total-points',
  scope: 'mb',
  method: 'find',
  summary: "The member's points totals and their movements, newest first, within the business days picked.",
  query: listQuery(['createdAt'], historyRangeFilters),
  response: paginated(PointMovement).extend({ totals: PointTotals }),
});

/** Server messages of the shop (English; the site shows `errors.<reason>` in its language). */
export const REWARD_MESSAGES = {
  notFound: 'Reward not found',
  notEnough: 'Points not enough',
  outOfStock: 'This reward is out of stock',
  exchangeClosed: 'Exchanging points is not available at the moment',
  belowMinimum: 'Exchange at least {min} points',
  aboveMaximum: 'Exchange at most {max} points',
  tooSmall: 'These points are worth less than the smallest amount of your currency',
  wrongType: 'This reward is redeemed on another page',
} as const;

// ---------- staff ----------

const Texts = z
  .partialRecord(
    z.enum(LANGUAGE_CODES),
    z.strictObject({ name: z.string().trim().min(1).max(120), description: z.string().trim().max(1000) }),
  )
  .refine((texts) => texts.en !== undefined, { message: 'English texts are required' });

export const AdminPrizeBody = z.strictObject({
  kind: PrizeKind,
  amount: MoneyString.default('0'),
  /** Relative weight of the prize in the draw. */
  weight: z.number().int().positive().max(1_000_000),
  labels: z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(80))
    .refine((labels) => labels.en !== undefined, { message: 'An English label is required' }),
});

export const AdminRewardBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .max(64),
  type: z.enum(['special', 'lucky_box', 'random_card']),
  currency_code: z.string().trim().toUpperCase().length(3),
  texts: Texts,
  image_url: z.string().trim().max(500).nullable().default(null),
  points: PointString,
  product_value: MoneyString.nullable().default(null),
  stock: z.number().int().min(0).nullable().default(null),
  prizes: z.array(AdminPrizeBody).max(20).default([]),
  sort_order: z.number().int().default(0),
  is_active: z.boolean().default(true),
});
export type AdminRewardBody = z.input<typeof AdminRewardBody>;

export const AdminReward = Reward.extend({
  code: z.string(),
  currency_id: z.number().int().positive(),
  is_active: z.boolean(),
  redeemed: z.number().int().min(0),
});
export type AdminReward = z.infer<typeof AdminReward>;

export const AdminRedemption = RedeemTransaction.extend({
  user_id: z.number().int().positive(),
  username: z.string(),
});
export type AdminRedemption = z.infer<typeof AdminRedemption>;

export const adminRewardList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/rewards',
  response: z.object({ data: z.array(AdminReward) }),
  summary: 'Every shop item with how often it was redeemed (English texts).',
});

export const adminRewardSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/rewards',
  body: AdminRewardBody,
  response: AdminReward,
  summary: 'Create or replace (by code) a special reward, lucky box or random card; audited.',
});

export const adminExchangeRateSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/exchange-rates',
  body: z.strictObject({
    currency_code: z.string().trim().toUpperCase().length(3),
    points_per_unit: PointString,
    min_points: PointString,
    max_points: PointString.nullable().default(null),
    is_active: z.boolean().default(true),
  }),
  response: ExchangeRate,
  summary: "Set a currency's exchange rate of points into money; audited.",
});

/** What settled bets of a currency earn: `stake_per_point` of stake earns one point. */
export const PointEarnRate = z.object({
  currency_id: z.number().int().positive(),
  /** Stake in the currency ("100.00": a point per 100 baht staked). */
  stake_per_point: MoneyString,
  is_active: z.boolean(),
});
export type PointEarnRate = z.infer<typeof PointEarnRate>;

export const adminPointEarnRateSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/point-earn-rates',
  body: z.strictObject({
    currency_code: z.string().trim().toUpperCase().length(3),
    stake_per_point: MoneyString,
    /** Off: the currency's bets earn nothing (stakes are not carried either). */
    is_active: z.boolean().default(true),
  }),
  response: PointEarnRate,
  summary: 'Set the stake of a currency that earns one point from settled bets; audited.',
});

export const adminRedemptionList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/redemptions',
  query: z.strictObject({ status: RedeemStatus.optional() }),
  response: z.object({ data: z.array(AdminRedemption) }),
  summary: 'Special reward redemptions to approve and ship, newest first.',
});

export const adminRedemptionUpdate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/redemptions/:id',
  params: z.strictObject({ id: queryId }),
  body: z.strictObject({
    status: z.enum(['approved', 'shipped', 'rejected']),
    tracking_number: z.string().trim().min(1).max(100).optional(),
    note: z.string().trim().max(500).optional(),
  }),
  response: AdminRedemption,
  summary: 'Approve, ship (with a tracking number) or reject (points returned) a special reward; audited.',
});
