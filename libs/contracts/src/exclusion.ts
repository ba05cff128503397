import { z } from './zod-config';
import { vmsg } from './validation';

/** Issue 19: a time-out lasts 24 hours to 6 weeks, in whole hours. */
export const TIME_OUT_MIN_HOURS = 24;
export const TIME_OUT_MAX_HOURS = 6 * 7 * 24;
/** The time-out choices offered first (24 h, 72 h, 1, 2 and 6 weeks); any whole hour between is valid. */
export const TIME_OUT_PRESET_HOURS = [24, 72, 168, 336, 1008] as const;
/** Self-exclusion: 6 months, 1, 2 or 5 years. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

export const ExclusionKind = z.enum(['time_out', 'self_exclusion']);
export type ExclusionKind = z.infer<typeof ExclusionKind>;

const password = z
  .string({ error: vmsg('required') })
  .min(1, vmsg('required'))
  .max(128);
/** The member ticked "I understand I cannot undo this"; nothing else is accepted. */
const understood = z.literal(true, { error: vmsg('required') });

export const TimeOutRequest = z.strictObject({
  kind: z.literal('time_out'),
  hours: z
    .number({ error: vmsg('required') })
    .int()
    .min(TIME_OUT_MIN_HOURS, vmsg('invalid_value'))
    .max(TIME_OUT_MAX_HOURS, vmsg('invalid_value')),
  password,
  understood,
});

export const SelfExclusionRequest = z.strictObject({
  kind: z.literal('self_exclusion'),
  months: z.union(SELF_EXCLUSION_MONTHS.map((m) => z.literal(m))),
  password,
  understood,
});

export const ExclusionRequest = z.discriminatedUnion('kind', [TimeOutRequest, SelfExclusionRequest]);
export type ExclusionRequest = z.infer<typeof ExclusionRequest>;

/** The exclusion now in force; every session of the member has ended. */
export const ExclusionStarted = z.object({
  kind: ExclusionKind,
  starts_at: z.string(),
  ends_at: z.string(),
});
export type ExclusionStarted = z.infer<typeof ExclusionStarted>;

export const CLOSURE_REASONS = [
  'not_interested',
  'gambling_concern',
  'other_site',
  'dissatisfied',
  'other',
] as const;
export const ClosureReason = z.enum(CLOSURE_REASONS);
export type ClosureReason = z.infer<typeof ClosureReason>;

export const CloseAccountRequest = z.strictObject({
  reason: ClosureReason.optional(),
  password,
  understood,
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequest>;

/** What stands in the way of closing: money must be withdrawn and nothing may be in flight. */
export const ClosureCheck = z.object({
  /** The main wallet's balance, a decimal string in the member's currency. */
  balance: z.string(),
  currency: z.string(),
  pending_deposits: z.number().int().min(0),
  pending_withdrawals: z.number().int().min(0),
  can_close: z.boolean(),
});
export type ClosureCheck = z.infer<typeof ClosureCheck>;

export const AccountClosed = z.object({ closed_at: z.string() });
export type AccountClosed = z.infer<typeof AccountClosed>;
