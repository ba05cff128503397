import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { PlayableFreeSpinGame } from './free-spin-game';
import { LANGUAGE_CODES } from './locales';
import { MoneyString } from './money';
import { queryId } from './query';

/**
 * Free spins: points buy N rounds at a fixed stake on chosen games of a provider, valid until an expiry.
 * The provider learns of them from the operator's /user/info answer and plays them as free bets
 * (`is_free`, `reward_uuid`); the stake is paid by the promotion account, the wins go to the member's main
 * wallet with `turnover` × the win added to the turnover the member must play before withdrawing.
 */
const Named = z.object({ id: z.number().int().positive(), name: z.string() });

export { FreeSpinGame, lobbyGameOf, PlayableFreeSpinGame } from './free-spin-game';

/** An offer of the shop's free-spin tab. */
export const FreeSpinOffer = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  provider: Named,
  game_list: z.array(PlayableFreeSpinGame),
  spins: z.number().int().positive(),
  amount_per_round: MoneyString,
  currency_id: z.number().int().positive(),
  /** Points it costs (decimal). */
  points: MoneyString,
  /** Days the spins stay playable after redeeming. */
  valid_days: z.number().int().positive(),
  /** Wins × this is added to the turnover to play before withdrawing. */
  turnover: z.string(),
});
export type FreeSpinOffer = z.infer<typeof FreeSpinOffer>;

export const redeemFreeSpinListFind = defineEndpoint({
  service: 'redeem-freespin-list',
  scope: 'pb',
  method: 'find',
  summary: 'The free-spin offers of a currency, of one provider or all.',
  query: z.strictObject({
    currency_id: queryId.optional(),
    provider_id: queryId.optional(),
    language_id: queryId.optional(),
  }),
  response: z.object({ data: z.array(FreeSpinOffer) }),
});

export const redeemFreeSpinFilterFind = defineEndpoint({
  service: 'redeem-freespin-filter',
  scope: 'pb',
  method: 'find',
  summary: 'The providers that have free-spin offers (the filter; "all" is the default).',
  query: z.strictObject({ currency_id: queryId.optional() }),
  response: z.object({ data: z.array(Named) }),
});

export const FreeSpinStatus = z.enum(['active', 'used', 'expired']);
export type FreeSpinStatus = z.infer<typeof FreeSpinStatus>;

/** Spins a member holds (spec: game_list, provider, expire_date, spins, amount per round, points used). */
export const FreeSpinGrant = z.object({
  id: z.number().int().positive(),
  /** The free-bet reward id the provider sends back with each free round. */
  reward_uuid: z.string(),
  offer_id: z.number().int().positive(),
  name: z.string(),
  provider: Named,
  game_list: z.array(PlayableFreeSpinGame),
  spins: z.number().int().positive(),
  spins_left: z.number().int().min(0),
  amount_per_round: MoneyString,
  /** What the spins won so far, in the currency. */
  total_win: MoneyString,
  points: MoneyString,
  turnover: z.string(),
  status: FreeSpinStatus,
  expire_date: z.string(),
  createdAt: z.string(),
});
export type FreeSpinGrant = z.infer<typeof FreeSpinGrant>;

export const redeemFreeSpin = defineEndpoint({
  service: 'redeem-freespin',
  scope: 'mb',
  method: 'create',
  summary: 'Buy a free-spin offer with points (activity redeem_freespin; websocket FREESPIN_PROMOTION).',
  body: z.strictObject({ offer_id: z.number().int().positive() }),
  response: FreeSpinGrant,
});

export const redeemFreeSpinFind = defineEndpoint({
  service: 'redeem-freespin',
  scope: 'mb',
  method: 'find',
  summary: "The member's free spins, playable first, then the newest.",
  query: z.strictObject({ status: FreeSpinStatus.optional(), language_id: queryId.optional() }),
  response: z.object({ data: z.array(FreeSpinGrant) }),
});

export { FreeSpinEventData } from './websocket';

/** What the operator's /user/info answer adds for the provider: the free rounds it may play (extension). */
export const Hub88FreeRound = z.object({
  reward_uuid: z.string(),
  game_codes: z.array(z.string()),
  /** Hub88 units (minor units × 10^(5 − scale)), like every Hub88 amount. */
  bet_amount: z.number().int().positive(),
  rounds_left: z.number().int().min(0),
  expires_at: z.string(),
});
export type Hub88FreeRound = z.infer<typeof Hub88FreeRound>;

export const FREE_SPIN_MESSAGES = {
  notFound: 'Free-spin offer not found',
  unavailable: 'These free spins are not available',
} as const;

export const AdminFreeSpinOfferBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .max(64),
  currency_code: z.string().trim().toUpperCase().length(3),
  provider_code: z.string().trim().min(1),
  /** Game codes of the provider; at least one. */
  game_codes: z.array(z.string().trim().min(1)).min(1).max(50),
  names: z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(120))
    .refine((names) => names.en !== undefined, { message: 'An English name is required' }),
  spins: z.number().int().positive().max(500),
  amount_per_round: MoneyString,
  points: MoneyString,
  valid_days: z.number().int().positive().max(365).default(7),
  turnover: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('1'),
  is_active: z.boolean().default(true),
});
export type AdminFreeSpinOfferBody = z.input<typeof AdminFreeSpinOfferBody>;

export const AdminFreeSpinOffer = FreeSpinOffer.extend({
  code: z.string(),
  is_active: z.boolean(),
  redeemed: z.number().int().min(0),
});

export const adminFreeSpinOfferList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/free-spin-offers',
  response: z.object({ data: z.array(AdminFreeSpinOffer) }),
  summary: 'Every free-spin offer with how often it was redeemed.',
});

export const adminFreeSpinOfferSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/free-spin-offers',
  body: AdminFreeSpinOfferBody,
  response: AdminFreeSpinOffer,
  summary: 'Create or replace (by code) a free-spin offer; audited.',
});
