// Safer gambling (issue 19, part 1): deposit, loss and session limits and the reality check. Its own
// entry point (`@casino/contracts/safer-gambling`), loaded with the safer-gambling chunk, never in the
// site's first load.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { noQuery } from './query';

/** The money limits: deposits made and net loss (stakes less wins), per business day, week and month. */
export const MONEY_LIMIT_KINDS = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'loss_daily',
  'loss_weekly',
  'loss_monthly',
] as const;
export const MoneyLimitKind = z.enum(MONEY_LIMIT_KINDS);
export type MoneyLimitKind = z.infer<typeof MoneyLimitKind>;

/** Every limit a member may set: the money limits and the session time limit (minutes per login). */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export const LimitKind = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKind>;

/** An increase or removal waits this long; a decrease or a first limit applies at once. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The longest session limit a member may set: a day. */
export const MAX_SESSION_MINUTES = 1440;

/** A change waiting for its delay: the new value (null: the limit goes) and when it applies. */
export const PendingMoneyLimit = z.object({
  amount: MoneyString.nullable(),
  applies_at: z.iso.datetime({ offset: true }),
});

/** One money limit as the member sees it: the amount, this period's use and what is left. */
export const MoneyLimit = z.object({
  kind: MoneyLimitKind,
  /** Null: no limit. */
  amount: MoneyString.nullable(),
  /** Deposited (deposit limits) or net loss (loss limits, never below 0) in the current period. */
  used: MoneyString,
  /** What may still be deposited or lost this period; null without a limit. */
  remaining: MoneyString.nullable(),
  period_start: z.iso.datetime({ offset: true }),
  period_end: z.iso.datetime({ offset: true }),
  pending: PendingMoneyLimit.nullable(),
});
export type MoneyLimit = z.infer<typeof MoneyLimit>;

export const SessionLimit = z.object({
  minutes: z.number().int().positive().nullable(),
  pending: z
    .object({ minutes: z.number().int().positive().nullable(), applies_at: z.iso.datetime({ offset: true }) })
    .nullable(),
  /** When the member's current login session began. */
  session_started_at: z.iso.datetime({ offset: true }).nullable(),
  /** When play stops for this session under the limit; null without one. */
  session_ends_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SessionLimit = z.infer<typeof SessionLimit>;

export const RealityCheck = z.object({
  /** Minutes between reminders while playing; null: off. */
  interval_minutes: z.number().int().positive().nullable(),
  /** The intervals the brand offers (staff set them). */
  options: z.array(z.number().int().positive()),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

/** The whole safer-gambling page: every limit, in the member's wallet currency. */
export const GamblingLimits = z.object({
  currency: z.string(),
  scale: z.number().int().min(0),
  limits: z.array(MoneyLimit),
  session: SessionLimit,
  reality_check: RealityCheck,
});
export type GamblingLimits = z.infer<typeof GamblingLimits>;

/** Set or remove (null) one limit. Amounts are decimals in the wallet currency. */
export const SetLimitBody = z.union([
  z.strictObject({ kind: MoneyLimitKind, amount: MoneyString.nullable() }),
  z.strictObject({
    kind: z.literal('session'),
    minutes: z.number().int().min(1).max(MAX_SESSION_MINUTES).nullable(),
  }),
]);
export type SetLimitBody = z.input<typeof SetLimitBody>;

export const RealityCheckBody = z.strictObject({
  interval_minutes: z.number().int().positive().nullable(),
});
export type RealityCheckBody = z.input<typeof RealityCheckBody>;

/** What the reality check shows: the member's play since `since` (the game page opened). */
export const PlaySummaryQuery = z.strictObject({ since: z.iso.datetime({ offset: true }) });
export const PlaySummary = z.object({
  since: z.iso.datetime({ offset: true }),
  total_bet: MoneyString,
  total_win: MoneyString,
  /** Wins less stakes: negative when the member is down. */
  net_result: MoneyString,
  currency: z.string(),
  /** Whether the session time limit has been reached (play is refused until the next login). */
  session_limit_reached: z.boolean(),
});
export type PlaySummary = z.infer<typeof PlaySummary>;

export const gamblingLimitFind = defineEndpoint({
  service: 'gambling-limit',
  scope: 'mb',
  method: 'find',
  summary:
    "The member's deposit, loss and session limits, this period's use, pending changes, reality check.",
  query: noQuery,
  response: GamblingLimits,
});

export const gamblingLimitCreate = defineEndpoint({
  service: 'gambling-limit',
  scope: 'mb',
  method: 'create',
  summary: 'Set or remove one limit: a decrease applies at once, an increase or removal after 24 hours.',
  body: SetLimitBody,
  response: GamblingLimits,
});

export const gamblingLimitPendingRemove = defineEndpoint({
  service: 'gambling-limit',
  scope: 'mb',
  method: 'remove',
  summary: "Cancel a limit's pending increase or removal (the id is the limit kind).",
  response: GamblingLimits,
});

export const realityCheckCreate = defineEndpoint({
  service: 'reality-check',
  scope: 'mb',
  method: 'create',
  summary: 'Choose the reality-check interval (one the brand offers) or turn it off; applies at once.',
  body: RealityCheckBody,
  response: GamblingLimits,
});

export const playSummaryFind = defineEndpoint({
  service: 'play-summary',
  scope: 'mb',
  method: 'find',
  summary: "The member's stakes, wins and net result since an instant (the reality check's figures).",
  query: PlaySummaryQuery,
  response: PlaySummary,
});

/** The reality-check intervals the brand offers, in minutes. */
export const RealityCheckOptions = z.object({
  options: z.array(z.number().int().min(1).max(480)).min(1).max(12),
});
export const RealityCheckOptionsBody = z.strictObject({
  options: z
    .array(z.number().int().min(1).max(480))
    .min(1)
    .max(12)
    .refine((list) => new Set(list).size === list.length, 'Each interval once'),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const realityCheckOptionsGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/reality-check-options',
  response: RealityCheckOptions,
  summary: 'The reality-check intervals (minutes) the served brand offers its members.',
});

export const realityCheckOptionsUpdate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/reality-check-options',
  body: RealityCheckOptionsBody,
  response: RealityCheckOptions,
  summary: 'Change the reality-check intervals the served brand offers; audited.',
});
