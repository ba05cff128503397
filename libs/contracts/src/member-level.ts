import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { RatePercent } from './cashback';
import { defineEndpoint } from './endpoint';
import { LANGUAGE_CODES } from './locales';
import { MoneyString } from './money';
import { queryId } from './query';

/**
 * One member level of a currency (spec "Member level"): reached by an accumulated deposit, turnover or
 * win/loss (any one of the thresholds it sets), paying its VIP bonus once on reaching it and its birthday
 * bonus once a year, with its rolling rebate rate.
 */
export const MemberLevel = z.object({
  id: z.number().int().positive(),
  /** 1 for the first level above a new member, rising. */
  rank: z.number().int().positive(),
  /** In the language asked for, English when it has none. */
  name: z.string(),
  currency_id: z.number().int().positive(),
  required_deposit: MoneyString.nullable(),
  required_turnover: MoneyString.nullable(),
  /** Stakes less wins, accumulated. */
  required_winloss: MoneyString.nullable(),
  /** Paid once, into the wallet, when the member reaches this level (the VIP bonus per step). */
  vip_bonus: MoneyString,
  /** Paid once a year on the member's birthday while at this level. */
  birthday_bonus: MoneyString,
  /** The rebate rate of this level, percent of the turnover. */
  rolling_rebate: RatePercent,
});
export type MemberLevel = z.infer<typeof MemberLevel>;

/** What the member has accumulated towards the levels, through the last business day counted. */
export const LevelProgress = z.object({
  deposit: MoneyString,
  turnover: MoneyString,
  winloss: MoneyString,
});
export type LevelProgress = z.infer<typeof LevelProgress>;

export const MemberLevelStanding = z.object({
  /** The member's level; null below the first one. */
  level: MemberLevel.nullable(),
  /** The next level up; null at the top. */
  next: MemberLevel.nullable(),
  accumulated: LevelProgress,
  /** The last business day counted (YYYY-MM-DD); null before the first calculation. */
  counted_through: z.string().nullable(),
  /** When the next daily calculation runs, ISO instant. */
  next_calculation_at: z.string(),
  /** The year the birthday bonus was last paid, if ever. */
  birthday_bonus_year: z.number().int().nullable(),
});
export type MemberLevelStanding = z.infer<typeof MemberLevelStanding>;

export const memberLevelListFind = defineEndpoint({
  service: 'member-lv-detail',
  scope: 'pb',
  method: 'find',
  summary: "The levels of a currency, lowest first, named in the language asked for (everyone's).",
  query: z.strictObject({ currency_id: queryId, language_id: queryId.optional() }),
  response: z.object({ data: z.array(MemberLevel) }),
});

export const memberLevelFind = defineEndpoint({
  service: 'user-member-lv',
  scope: 'mb',
  method: 'find',
  summary: "The member's level, the next one and what they accumulated towards it.",
  query: z.strictObject({ language_id: queryId.optional() }),
  response: MemberLevelStanding,
});

/** Staff's level: one per currency and rank, created or replaced as a whole. */
export const AdminMemberLevelBody = z
  .strictObject({
    currency_code: z.string().trim().toUpperCase().length(3),
    rank: z.number().int().min(1).max(50),
    /** English is required; the other languages fall back to it. */
    names: z
      .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(60))
      .refine((names) => names.en !== undefined, { message: 'An English name is required' }),
    required_deposit: MoneyString.nullable().default(null),
    required_turnover: MoneyString.nullable().default(null),
    required_winloss: MoneyString.nullable().default(null),
    vip_bonus: MoneyString.default('0'),
    birthday_bonus: MoneyString.default('0'),
    rolling_rebate: RatePercent.default('0'),
  })
  .refine(
    (body) =>
      body.required_deposit !== null || body.required_turnover !== null || body.required_winloss !== null,
    { path: ['required_deposit'], message: 'A level needs at least one requirement' },
  );
export type AdminMemberLevelBody = z.input<typeof AdminMemberLevelBody>;

export const AdminMemberLevel = MemberLevel.omit({ name: true }).extend({
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  members: z.number().int(),
});
export type AdminMemberLevel = z.infer<typeof AdminMemberLevel>;

export const adminMemberLevelList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/member-levels',
  response: z.object({ data: z.array(AdminMemberLevel) }),
  summary: 'Every level of every currency, with how many members hold it.',
});

export const adminMemberLevelSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/member-levels',
  body: AdminMemberLevelBody,
  response: AdminMemberLevel,
  summary: 'Create or replace the level of a currency and rank; members move on the next daily run; audited.',
});
