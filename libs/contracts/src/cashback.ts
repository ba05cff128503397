import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { listQuery, noQuery, paginated, queryId } from './query';
import { PromotionArticle } from './promotion';

/**
 * Cashback (a share of a business day's net loss) and rebate (a share of the day's turnover): the daily
 * jobs `cashback` and `rebate` credit the member's cashback and rebate balances, which the member moves
 * into the main wallet (`cashback-transfer`, `rebate-transfer` in wallet-transfer-endpoints).
 */
export const CashbackKind = z.enum(['cashback', 'rebate']);
export type CashbackKind = z.infer<typeof CashbackKind>;

/** Spec 4's bonus kinds, of which a member has at most one active. */
export const ActiveBonusKind = z.enum(['promotion', 'rebate', 'cashback', 'referral']);
export type ActiveBonusKind = z.infer<typeof ActiveBonusKind>;

/** A rate as a percentage with two decimals ("5.00"). */
export const RatePercent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Must be a percentage');

/** The member's standing in the programme: the "member" service of the spec. */
export const CashbackMember = z.object({
  kind: CashbackKind,
  /** The brand runs the programme. */
  programme_active: z.boolean(),
  /** This kind is the member's active bonus, so the daily job pays them. */
  joined: z.boolean(),
  /** The member's active bonus kind, if any (joining over another kind needs `replace`). */
  active_bonus: ActiveBonusKind.nullable(),
  /** The member's rate, in percent of the net loss (cashback) or of the turnover (rebate). */
  rate: RatePercent,
  /** When the next day's amount is calculated (the spec's end_cashback / end_rebate), ISO instant. */
  next_calculation_at: z.string(),
});
export type CashbackMember = z.infer<typeof CashbackMember>;

export const CashbackJoinBody = z.strictObject({
  /** The member confirmed replacing another active bonus kind. */
  replace: z.boolean().default(false),
});

/** The "transaction" service of the spec: the balance and today's turnover against the day's target. */
export const CashbackTransaction = z.object({
  kind: CashbackKind,
  currency_id: z.number().int().positive(),
  /** The cashback or rebate balance the member may move into the main wallet. */
  available: MoneyString,
  /** Today's stakes so far (the current business day). */
  turnover: MoneyString,
  /** The stakes a day needs to be paid. */
  turnover_target: MoneyString,
  business_day: z.iso.date(),
});
export type CashbackTransaction = z.infer<typeof CashbackTransaction>;

/** One day's payout. */
export const CashbackPayout = z.object({
  business_day: z.iso.date(),
  amount: MoneyString,
  /** The net loss (cashback) or the turnover (rebate) it was computed from. */
  base: MoneyString,
  rate: RatePercent,
  currency_id: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type CashbackPayout = z.infer<typeof CashbackPayout>;

const member = (kind: CashbackKind) =>
  defineEndpoint({
    service: `${kind}-member`,
    scope: 'mb',
    method: 'find',
    summary: `The member's ${kind} standing: joined, rate and the next calculation time.`,
    query: noQuery,
    response: CashbackMember,
  });

const join = (kind: CashbackKind) =>
  defineEndpoint({
    service: `${kind}-member`,
    scope: 'mb',
    method: 'create',
    summary: `Make ${kind} the member's active bonus (another active kind needs replace: true).`,
    body: CashbackJoinBody,
    response: CashbackMember,
  });

const transaction = (kind: CashbackKind) =>
  defineEndpoint({
    service: `${kind}-transaction`,
    scope: 'mb',
    method: 'find',
    summary: `The ${kind} balance available to transfer and today's turnover against the target.`,
    query: noQuery,
    response: CashbackTransaction,
  });

const history = (kind: CashbackKind) =>
  defineEndpoint({
    service: `${kind}-history`,
    scope: 'mb',
    method: 'find',
    summary: `The member's daily ${kind} payouts, newest first.`,
    query: listQuery(['business_day'], {}),
    response: paginated(CashbackPayout),
  });

/** The operator's own texts about a programme (terms, examples), per language. */
export const CashbackArticles = z.object({ data: z.array(PromotionArticle) });
export type CashbackArticles = z.infer<typeof CashbackArticles>;

const articles = (kind: CashbackKind) =>
  defineEndpoint({
    service: `${kind}-articles`,
    scope: 'pb',
    method: 'find',
    summary: `The ${kind} page's articles in one language (English when that language has none).`,
    query: z.strictObject({ language_id: queryId }),
    response: CashbackArticles,
  });

export const cashbackArticlesFind = articles('cashback');
export const rebateArticlesFind = articles('rebate');
export const cashbackMemberFind = member('cashback');
export const cashbackMemberCreate = join('cashback');
export const cashbackTransactionFind = transaction('cashback');
export const cashbackHistoryFind = history('cashback');
export const rebateMemberFind = member('rebate');
export const rebateMemberCreate = join('rebate');
export const rebateTransactionFind = transaction('rebate');
export const rebateHistoryFind = history('rebate');

/** Staff: one programme with its rates per level and currency. */
export const AdminCashbackRate = z.object({
  /** 0 is the default level every member has until member levels exist. */
  level_id: z.number().int().min(0),
  currency_id: z.number().int().positive(),
  currency_code: z.string(),
  rate: RatePercent,
  min_turnover: MoneyString,
});
export const AdminCashbackProgramme = z.object({
  kind: CashbackKind,
  active: z.boolean(),
  rates: z.array(AdminCashbackRate),
});
export type AdminCashbackProgramme = z.infer<typeof AdminCashbackProgramme>;

export const adminCashbackProgrammesList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/cashback-programmes',
  response: z.array(AdminCashbackProgramme),
  summary: 'The cashback and rebate programmes with their rates per member level and currency.',
});

export const AdminCashbackRateBody = z.strictObject({
  kind: CashbackKind,
  level_id: z.number().int().min(0).default(0),
  currency_id: z.number().int().positive(),
  rate: RatePercent.refine((rate) => Number(rate) <= 100, 'At most 100'),
  min_turnover: MoneyString.refine((amount) => !amount.startsWith('-'), 'Must not be negative'),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const adminCashbackRateSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/cashback-rates',
  body: AdminCashbackRateBody,
  response: AdminCashbackProgramme,
  summary: 'Set the rate and the daily turnover target of one level and currency; audited.',
});

export const adminCashbackProgrammeSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/cashback-programmes/:kind',
  params: z.strictObject({ kind: CashbackKind }),
  body: z.strictObject({ active: z.boolean(), reason: z.string().trim().min(1).max(500).optional() }),
  response: AdminCashbackProgramme,
  summary: 'Switch the cashback or rebate programme on or off; audited.',
});

export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_BODY_MAX = 5000;
export const AdminCashbackArticlesBody = z.strictObject({
  kind: CashbackKind,
  language_id: z.number().int().positive(),
  articles: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
        body: z.string().trim().min(1).max(ARTICLE_BODY_MAX),
      }),
    )
    .max(10),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const adminCashbackArticlesSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/cashback-articles',
  body: AdminCashbackArticlesBody,
  response: CashbackArticles,
  summary:
    "Replace one language's articles of the cashback or rebate page (none: the English ones show); audited.",
});
