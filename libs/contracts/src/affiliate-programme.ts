import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { BusinessDay, historyRangeFilters } from './business-day';
import { ActiveBonusKind, ARTICLE_BODY_MAX, ARTICLE_TITLE_MAX, RatePercent } from './cashback';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { PromotionArticle } from './promotion';
import { listQuery, noQuery, paginated, queryId } from './query';

/**
 * The affiliate (referral) programme: a member shares their link `/{lang}/affiliate_v2/{ref_code}`; whoever
 * registers with the code is their referred member. The daily job `affiliate` pays each affiliate whose
 * active bonus is `referral` (spec 4's one-active rule) a share of their referred members' day (net loss
 * or turnover, per brand) at the affiliate's level's rate, into the affiliate balance, which the member
 * moves into the main wallet (`affiliate-transfer` in wallet-transfer-endpoints).
 */

/** What the commission is a share of, per brand: the referred members' net loss or their stakes. */
export const AffiliateBase = z.enum(['net_loss', 'turnover']);
export type AffiliateBase = z.infer<typeof AffiliateBase>;

/** A referral code as members type it: letters and digits. */
export const RefCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,20}$/, 'Must be 4 to 20 letters or digits');

/** The member's standing in the programme (the spec's affiliate "member" service). */
export const AffiliateMember = z.object({
  programme_active: z.boolean(),
  /** Referral is the member's active bonus, so the daily job pays them. */
  joined: z.boolean(),
  active_bonus: ActiveBonusKind.nullable(),
  base: AffiliateBase,
  /** The member's rate, in percent of the base. */
  rate: RatePercent,
  /** When the next day's income is calculated, ISO instant. */
  next_calculation_at: z.string(),
});
export type AffiliateMember = z.infer<typeof AffiliateMember>;

export const AffiliateJoinBody = z.strictObject({
  /** The member confirmed replacing another active bonus kind. */
  replace: z.boolean().default(false),
});

/** The member's referral code and their programme's totals (the overview page). */
export const AffiliateProfile = z.object({
  ref_code: z.string(),
  currency_id: z.number().int().positive(),
  /** Counted clicks on the member's link, all time. */
  clicks: z.number().int().min(0),
  referred_members: z.number().int().min(0),
  /** Referred members who played on the last 30 business days. */
  active_members: z.number().int().min(0),
  /** Everything the programme has paid the member. */
  income_total: MoneyString,
  /** The affiliate balance they may move into the main wallet. */
  available: MoneyString,
});
export type AffiliateProfile = z.infer<typeof AffiliateProfile>;

/** Today so far: the balance and what the referred members did (the spec's "transaction" service). */
export const AffiliateTransaction = z.object({
  currency_id: z.number().int().positive(),
  available: MoneyString,
  business_day: BusinessDay,
  /** Today's stakes and net loss of the referred members, in the member's currency. */
  turnover: MoneyString,
  net_loss: MoneyString,
  /** Today's income if the day ended now, at the member's rate (0 unless joined). */
  estimated_income: MoneyString,
});
export type AffiliateTransaction = z.infer<typeof AffiliateTransaction>;

/** One business day's income (daily-affiliate). */
export const AffiliateDailyIncome = z.object({
  business_day: BusinessDay,
  amount: MoneyString,
  /** The net loss or turnover it is a share of. */
  base: MoneyString,
  base_kind: AffiliateBase,
  rate: RatePercent,
  /** Referred members who played that day. */
  members: z.number().int().min(0),
  turnover: MoneyString,
  net_loss: MoneyString,
  currency_id: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type AffiliateDailyIncome = z.infer<typeof AffiliateDailyIncome>;

/** A range of business days, both inclusive (income rows and statistics are per business day). */
const dayRange = {
  first_day: BusinessDay.optional(),
  last_day: BusinessDay.optional(),
};

/** One movement of the affiliate balance: a day's income in, a transfer to the main wallet out. */
export const AffiliateMovement = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['income', 'transfer']),
  /** Signed: income is positive, a transfer negative. */
  amount: MoneyString,
  /** The business day of an income, null for a transfer. */
  business_day: BusinessDay.nullable(),
  createdAt: z.string(),
});
export type AffiliateMovement = z.infer<typeof AffiliateMovement>;

/** A member the affiliate referred; the username is masked (a phone number is personal data). */
export const ReferredMember = z.object({
  /** A stable position in the affiliate's list, not the member's id. */
  number: z.number().int().positive(),
  username: z.string(),
  joined_at: z.string(),
  level_name: z.string().nullable(),
  /** All-time stakes and net loss in the affiliate's currency. */
  turnover: MoneyString,
  net_loss: MoneyString,
  last_played_day: BusinessDay.nullable(),
});
export type ReferredMember = z.infer<typeof ReferredMember>;

/** One business day of the statistics charts. */
export const AffiliateStatisticDay = z.object({
  business_day: BusinessDay,
  clicks: z.number().int().min(0),
  registrations: z.number().int().min(0),
  active_members: z.number().int().min(0),
  turnover: MoneyString,
  net_loss: MoneyString,
  income: MoneyString,
});
export type AffiliateStatisticDay = z.infer<typeof AffiliateStatisticDay>;

/** At most this many days per statistics request; the default is the last 30 ended days and today. */
export const AFFILIATE_STATISTIC_MAX_DAYS = 92;

export const AffiliateStatistics = z.object({
  currency_id: z.number().int().positive(),
  first_day: BusinessDay,
  last_day: BusinessDay,
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(AffiliateStatisticDay),
});
export type AffiliateStatistics = z.infer<typeof AffiliateStatistics>;

export const AffiliateArticles = z.object({ data: z.array(PromotionArticle) });
export type AffiliateArticles = z.infer<typeof AffiliateArticles>;

export const AffiliateLinkClick = z.object({
  ref_code: z.string(),
  valid: z.boolean(),
  /** False for an unknown code, the owner's own click or a repeat from the same visitor within the hour. */
  counted: z.boolean(),
});
export type AffiliateLinkClick = z.infer<typeof AffiliateLinkClick>;

export const affiliateArticlesFind = defineEndpoint({
  service: 'affiliate-articles',
  scope: 'pb',
  method: 'find',
  summary: "The affiliate page's articles in one language (English when that language has none).",
  query: z.strictObject({ language_id: queryId }),
  response: AffiliateArticles,
});

export const logAffiliateLinkCreate = defineEndpoint({
  service: 'log-affiliate-link',
  scope: 'pb',
  method: 'create',
  summary:
    "Record a visit of a member's referral link (IP and user agent; rate limited, repeats not counted).",
  body: z.strictObject({ ref_code: z.string().trim().min(1).max(40) }),
  response: AffiliateLinkClick,
});

export const affiliateMemberFind = defineEndpoint({
  service: 'affiliate-member',
  scope: 'mb',
  method: 'find',
  summary: "The member's affiliate standing: joined, base, rate and the next calculation time.",
  query: noQuery,
  response: AffiliateMember,
});

export const affiliateMemberCreate = defineEndpoint({
  service: 'affiliate-member',
  scope: 'mb',
  method: 'create',
  summary: "Make referral the member's active bonus (another active kind needs replace: true).",
  body: AffiliateJoinBody,
  response: AffiliateMember,
});

export const affiliateProfileFind = defineEndpoint({
  service: 'affiliate-profile',
  scope: 'mb',
  method: 'find',
  summary: "The member's referral code, clicks, referred members, income and affiliate balance.",
  query: noQuery,
  response: AffiliateProfile,
});

export const affiliateTransactionFind = defineEndpoint({
  service: 'affiliate-transaction',
  scope: 'mb',
  method: 'find',
  summary:
    "The affiliate balance and today's turnover, net loss and estimated income of the referred members.",
  query: noQuery,
  response: AffiliateTransaction,
});

export const dailyAffiliateFind = defineEndpoint({
  service: 'daily-affiliate',
  scope: 'mb',
  method: 'find',
  summary: "The member's daily affiliate income, newest first, optionally within business days.",
  query: listQuery(['business_day'], dayRange),
  response: paginated(AffiliateDailyIncome),
});

export const affiliateHistoryFind = defineEndpoint({
  service: 'affiliate-history',
  scope: 'mb',
  method: 'find',
  summary: 'Received referral history: income into and transfers out of the affiliate balance, newest first.',
  query: listQuery(['createdAt'], historyRangeFilters),
  response: paginated(AffiliateMovement),
});

export const affiliateHistorySearchFind = defineEndpoint({
  service: 'affiliate-history-search',
  scope: 'mb',
  method: 'find',
  summary:
    "The member's referred members (masked usernames), newest first; one found by their whole username.",
  query: listQuery(['joined_at'], { search: z.string().trim().max(40).optional() }),
  response: paginated(ReferredMember),
});

export const affiliateProfileStatisticFind = defineEndpoint({
  service: 'affiliate-profile-statistic',
  scope: 'mb',
  method: 'find',
  summary: `Per business day: clicks, registrations, active members, turnover, net loss and income (at most ${AFFILIATE_STATISTIC_MAX_DAYS} days).`,
  query: z.strictObject(dayRange),
  response: AffiliateStatistics,
});

/** Staff: the programme, its base and its rates per member level and currency. */
export const AdminAffiliateRate = z.object({
  /** 0 is the default level; a level's own row wins over it. */
  level_id: z.number().int().min(0),
  currency_id: z.number().int().positive(),
  currency_code: z.string(),
  rate: RatePercent,
});
export const AdminAffiliateProgramme = z.object({
  active: z.boolean(),
  base: AffiliateBase,
  rates: z.array(AdminAffiliateRate),
});
export type AdminAffiliateProgramme = z.infer<typeof AdminAffiliateProgramme>;

const reason = z.string().trim().min(1).max(500).optional();

export const adminAffiliateProgrammeGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/affiliate-programme',
  response: AdminAffiliateProgramme,
  summary: 'The affiliate programme: on or off, its base and its rates per member level and currency.',
});

export const adminAffiliateProgrammeSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/affiliate-programme',
  body: z.strictObject({ active: z.boolean().optional(), base: AffiliateBase.optional(), reason }),
  response: AdminAffiliateProgramme,
  summary: 'Switch the affiliate programme on or off or change its base; audited.',
});

export const adminAffiliateRateSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/affiliate-rates',
  body: z.strictObject({
    level_id: z.number().int().min(0).default(0),
    currency_id: z.number().int().positive(),
    rate: RatePercent.refine((rate) => Number(rate) <= 100, 'At most 100'),
    reason,
  }),
  response: AdminAffiliateProgramme,
  summary: 'Set the affiliate rate of one member level and currency; audited.',
});

export const AdminAffiliateNode = z.object({
  user_id: z.number().int().positive(),
  username: z.string(),
  ref_code: z.string(),
  /** How many members this one referred. */
  referred_count: z.number().int().min(0),
});
export const AdminAffiliateTree = z.object({
  member: AdminAffiliateNode,
  /** The referrer, their referrer and so on, nearest first. */
  upline: z.array(AdminAffiliateNode),
  /** The members this one referred, newest first (at most 500). */
  downline: z.array(AdminAffiliateNode),
});
export type AdminAffiliateTree = z.infer<typeof AdminAffiliateTree>;

export const adminAffiliateTreeGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/affiliate-tree/:user_id',
  params: z.strictObject({ user_id: queryId }),
  response: AdminAffiliateTree,
  summary: "A member's referral tree: their upline and the members they referred.",
});

export const adminAffiliateReferrerSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/affiliate-tree/:user_id/referrer',
  params: z.strictObject({ user_id: queryId }),
  body: z.strictObject({ ref_code: RefCode.nullable(), reason }),
  response: AdminAffiliateTree,
  summary:
    "Set or clear a member's referrer (refused for the member themselves or a circular referral); audited.",
});

export const AdminAffiliateArticlesBody = z.strictObject({
  language_id: z.number().int().positive(),
  articles: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
        body: z.string().trim().min(1).max(ARTICLE_BODY_MAX),
      }),
    )
    .max(10),
  reason,
});

export const adminAffiliateArticlesSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/affiliate-articles',
  body: AdminAffiliateArticlesBody,
  response: AffiliateArticles,
  summary: "Replace one language's articles of the affiliate page (none: the English ones show); audited.",
});
