import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { historyRangeFilters } from './business-day';
import { defineEndpoint } from './endpoint';
import { FreeSpinGame } from './free-spin';
import { LANGUAGE_CODES } from './locales';
import { MoneyString } from './money';
import { listQuery, paginated, queryId } from './query';

/** Spec: daily check-in, play quest, deposit quest, VIP bonus. */
export const QuestType = z.enum(['daily_check_in', 'play', 'deposit', 'vip']);
export type QuestType = z.infer<typeof QuestType>;

/**
 * Spec 3's quest conditions. Counted conditions (a number of rounds) and accumulated ones (an amount):
 * - min_bet: rounds staking at least `min_bet`; min_win: rounds winning at least `min_win`;
 * - win_multiplier: rounds whose win is at least `multiplier` × their stake;
 * - bet_count: rounds played (staking at least `min_bet` when set);
 * - accumulated_bet, accumulated_win, winloss (stakes less wins): amounts over the quest's period;
 * - deposit: credited deposits over the period (deposit quests); check_in and vip have none.
 */
export const QuestCondition = z.enum([
  'min_bet',
  'min_win',
  'win_multiplier',
  'bet_count',
  'accumulated_bet',
  'accumulated_win',
  'winloss',
  'deposit',
  'none',
]);
export type QuestCondition = z.infer<typeof QuestCondition>;

export const COUNTED_CONDITIONS: readonly QuestCondition[] = [
  'min_bet',
  'min_win',
  'win_multiplier',
  'bet_count',
];

/** What claiming pays: money into the wallet, points, a promotion's bonus, or a free-spin offer's spins. */
export const QuestRewardType = z.enum(['money', 'point', 'promotion', 'free_spin']);
export type QuestRewardType = z.infer<typeof QuestRewardType>;

export const QuestState = z.enum(['open', 'joined', 'completed', 'claimed', 'expired', 'locked']);
export type QuestState = z.infer<typeof QuestState>;

const Named = z.object({ id: z.number().int().positive(), name: z.string() });

/** The spins a free-spin reward grants: a free-spin offer's, with no points spent. */
export const QuestFreeSpins = z.object({
  offer_id: z.number().int().positive(),
  spins: z.number().int().positive(),
  /** The stake of each spin, in the quest's currency. */
  amount_per_round: MoneyString,
  /** The games they are played on, in the offer's order (the first is "play now"). */
  game_list: z.array(FreeSpinGame),
});
export type QuestFreeSpins = z.infer<typeof QuestFreeSpins>;

export const Quest = z.object({
  /** The spec's quest_information_id. */
  id: z.number().int().positive(),
  code: z.string(),
  type: QuestType,
  name: z.string(),
  description: z.string(),
  currency_id: z.number().int().positive(),
  condition: QuestCondition,
  /** Rounds for a counted condition, an amount (decimal) for an accumulated one, "0" for none. */
  target: z.string(),
  min_bet: MoneyString.nullable(),
  min_win: MoneyString.nullable(),
  /** Win ÷ stake a round must reach, e.g. "10" or "2.5". */
  multiplier: z.string().nullable(),
  /** Empty lists: every category, provider or game counts. */
  categories: z.array(Named),
  providers: z.array(Named),
  games: z.array(Named),
  reward_type: QuestRewardType,
  /** Money or points (decimal); for a promotion, its bonus; "0" for free spins. */
  reward_amount: MoneyString,
  reward_promotion_id: z.number().int().positive().nullable(),
  /** The spins a free_spin reward grants, and for how many days after the claim they can be played. */
  reward_free_spin: QuestFreeSpins.extend({ valid_days: z.number().int().positive() }).nullable(),
  /** Once ever, or once per business day. */
  repeat: z.enum(['once', 'daily']),
  /** The member level rank it needs; 0 for everyone. */
  min_level: z.number().int().min(0),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Quest = z.infer<typeof Quest>;

/** A quest as the member sees it, with their progress in the current period. */
export const MemberQuest = Quest.extend({
  state: QuestState,
  /** Same unit as `target`. */
  progress: z.string(),
  /** 'once' or the business day (YYYY-MM-DD) of a daily quest's progress. */
  period: z.string(),
  joined_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
});
export type MemberQuest = z.infer<typeof MemberQuest>;

const QuestQuery = z.strictObject({
  language_id: queryId.optional(),
  type: QuestType.optional(),
  quest_information_id: queryId.optional(),
});

export const questPublicFind = defineEndpoint({
  service: 'quest-information',
  scope: 'pb',
  method: 'find',
  summary: 'The running quests of a currency, for visitors (they are asked to log in to join).',
  query: QuestQuery.extend({ currency_id: queryId }),
  response: z.object({ data: z.array(Quest) }),
});

export const questMemberFind = defineEndpoint({
  service: 'quest-information',
  scope: 'mb',
  method: 'find',
  summary: "The member's quests with their progress in the current period (privilege quest).",
  query: QuestQuery,
  response: z.object({ data: z.array(MemberQuest) }),
});

export const QuestIdBody = z.strictObject({ quest_information_id: z.number().int().positive() });

export const questJoin = defineEndpoint({
  service: 'quest-information',
  scope: 'mb',
  method: 'create',
  summary: 'Join a quest (after the member confirmed); its progress counts from now.',
  body: QuestIdBody,
  response: MemberQuest,
});

export const QuestClaimBody = QuestIdBody.extend({
  /** A promotion reward over an active rebate, cashback or referral needs the member's confirmation. */
  replace: z.boolean().optional(),
});

export const QuestClaim = z.object({
  id: z.number().int().positive(),
  quest_information_id: z.number().int().positive(),
  name: z.string(),
  type: QuestType,
  reward_type: QuestRewardType,
  reward_amount: MoneyString,
  /** The spins a free_spin reward granted (the member's redeem-freespin list holds them). */
  free_spin_grant: QuestFreeSpins.extend({
    grant_id: z.number().int().positive(),
    expire_date: z.string(),
  }).nullable(),
  period: z.string(),
  createdAt: z.string(),
});
export type QuestClaim = z.infer<typeof QuestClaim>;

export const questClaim = defineEndpoint({
  service: 'quest-play',
  scope: 'mb',
  method: 'create',
  summary: "Claim a completed quest's reward, once per period.",
  body: QuestClaimBody,
  response: QuestClaim,
});

export const CheckInState = z.object({
  /** The brand's check-in quest, if it runs one for the member's currency. */
  quest: Quest.nullable(),
  checked_in_today: z.boolean(),
  /** Consecutive business days checked in, today included when checked in. */
  streak: z.number().int().min(0),
  /** The business day (YYYY-MM-DD) in the brand's time zone. */
  today: z.string(),
});
export type CheckInState = z.infer<typeof CheckInState>;

export const questCheckInFind = defineEndpoint({
  service: 'quest-daily-check-in',
  scope: 'mb',
  method: 'find',
  summary: "Today's check-in: whether the member checked in, their streak and the reward.",
  query: z.strictObject({ language_id: queryId.optional() }),
  response: CheckInState,
});

export const questCheckIn = defineEndpoint({
  service: 'quest-daily-check-in',
  scope: 'mb',
  method: 'create',
  summary: "Check in for today's business day: once per member and day, paying the check-in reward.",
  body: z.strictObject({}),
  response: QuestClaim,
});

export const questHistoryFind = defineEndpoint({
  service: 'quest-history',
  scope: 'mb',
  method: 'find',
  summary: 'The quests the member joined, newest first, with their outcome.',
  query: listQuery(['createdAt'], { language_id: queryId.optional(), ...historyRangeFilters }),
  response: paginated(MemberQuest),
});

export const questSuccessFind = defineEndpoint({
  service: 'quest-success',
  scope: 'mb',
  method: 'find',
  summary: "The member's claimed rewards and check-ins, newest first.",
  query: listQuery(['createdAt'], { language_id: queryId.optional(), ...historyRangeFilters }),
  response: paginated(QuestClaim),
});

export const QuestNotification = z.object({
  /** Completed quests waiting to be claimed. */
  claimable: z.number().int().min(0),
  /** The check-in quest runs and today's check-in is still open. */
  check_in_open: z.boolean(),
});
export type QuestNotification = z.infer<typeof QuestNotification>;

export const questNotificationFind = defineEndpoint({
  service: 'quest-notification',
  scope: 'mb',
  method: 'find',
  summary: 'What the quest badge counts: quests to claim and an open check-in.',
  query: z.strictObject({}),
  response: QuestNotification,
});

/** A game that counts for a quest, with what the lobby filters by. */
export const QuestGame = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image_url: z.string().nullable(),
  provider: Named,
  category: Named.extend({ code: z.string() }),
});
export type QuestGame = z.infer<typeof QuestGame>;

const QuestGamesQuery = { quest_information_id: queryId };

export const questGameCategoryFind = defineEndpoint({
  service: 'quest-game-category',
  scope: 'pb',
  method: 'find',
  summary:
    "The game categories where a quest's rounds count (every category with such games when it names none).",
  query: z.strictObject(QuestGamesQuery),
  response: z.object({ data: z.array(Named.extend({ code: z.string() })) }),
});

export const questGameProviderFind = defineEndpoint({
  service: 'quest-game-provider',
  scope: 'pb',
  method: 'find',
  summary:
    'The providers whose rounds count for a quest (every provider with such games when it names none).',
  query: z.strictObject(QuestGamesQuery),
  response: z.object({ data: z.array(Named) }),
});

export const questGameListFind = defineEndpoint({
  service: 'quest-game-list',
  scope: 'pb',
  method: 'find',
  summary: "The games whose rounds count for a quest, in the lobby's order.",
  query: listQuery(['name'], QuestGamesQuery),
  response: paginated(QuestGame),
});

/** Server messages of the quest flow (English; the site shows `errors.<reason>` in its language). */
export const QUEST_MESSAGES = {
  notFound: 'Quest not found',
  notRunning: 'This quest has ended',
  alreadyJoined: 'You have already joined this quest',
  notJoined: 'Join this quest first',
  levelTooLow: 'Your member level is too low for this quest',
  notCompleted: 'Mission Completed Not Found',
  alreadyClaimed: 'You have already claimed this reward',
  alreadyCheckedIn: 'You have already checked in today',
  noCheckIn: 'There is no daily check-in at the moment',
  otherCurrency: 'This quest is not offered in your currency',
} as const;

/** Staff's quest, with its texts in English and any other languages. */
export const AdminQuestBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .max(64),
  type: QuestType,
  currency_code: z.string().trim().toUpperCase().length(3),
  texts: z
    .partialRecord(
      z.enum(LANGUAGE_CODES),
      z.strictObject({ name: z.string().trim().min(1).max(80), description: z.string().trim().max(1000) }),
    )
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required' }),
  condition: QuestCondition.default('none'),
  target: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('0'),
  min_bet: MoneyString.nullable().default(null),
  min_win: MoneyString.nullable().default(null),
  multiplier: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .nullable()
    .default(null),
  category_codes: z.array(z.string()).default([]),
  provider_codes: z.array(z.string()).default([]),
  game_codes: z.array(z.string()).default([]),
  reward_type: QuestRewardType,
  reward_amount: MoneyString.default('0'),
  reward_promotion_code: z.string().nullable().default(null),
  /** A free_spin reward's offer, by its code: one of the quest's currency. */
  reward_free_spin_offer_code: z.string().nullable().default(null),
  repeat: z.enum(['once', 'daily']).default('once'),
  min_level: z.number().int().min(0).default(0),
  starts_at: z.iso.datetime({ offset: true }).optional(),
  ends_at: z.iso.datetime({ offset: true }),
  is_active: z.boolean().default(true),
});
export type AdminQuestBody = z.input<typeof AdminQuestBody>;

export const AdminQuest = Quest.omit({ name: true, description: true }).extend({
  texts: z.partialRecord(z.enum(LANGUAGE_CODES), z.object({ name: z.string(), description: z.string() })),
  is_active: z.boolean(),
  joined: z.number().int(),
  claimed: z.number().int(),
});
export type AdminQuest = z.infer<typeof AdminQuest>;

export const adminQuestList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/quests',
  response: z.object({ data: z.array(AdminQuest) }),
  summary: 'Every quest with how many joined and claimed it.',
});

export const adminQuestSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/quests',
  body: AdminQuestBody,
  response: AdminQuest,
  summary: 'Create a quest, or replace the one with the same code; audited.',
});
