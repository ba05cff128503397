import { z } from './zod-config';
import { MoneyString } from './money';

/**
 * Spec 3 "Promotion": turnover (stakes count towards the target), deposit turnover (the same, received
 * with a deposit) or win/loss (the net win counts towards the target).
 */
export const PromotionType = z.enum(['turnover', 'deposit_turnover', 'winlose']);
export type PromotionType = z.infer<typeof PromotionType>;

/** Spec 4: a member's promotion is active (now active), inactive (deactivated), received or expired. */
export const PromotionMemberStatus = z.enum(['active', 'inactive', 'received', 'expired']);
export type PromotionMemberStatus = z.infer<typeof PromotionMemberStatus>;

/** Where the site shows a promotion: on the promotions page, or on the home page as well. */
export const PromotionLayoutPosition = z.enum(['promotions', 'home']);
export type PromotionLayoutPosition = z.infer<typeof PromotionLayoutPosition>;

export const PromotionCategory = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
});
export type PromotionCategory = z.infer<typeof PromotionCategory>;

/** One section of a promotion's detail (spec promotion_articles). */
export const PromotionArticle = z.object({ title: z.string(), body: z.string() });
export type PromotionArticle = z.infer<typeof PromotionArticle>;

export const Promotion = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  category_id: z.number().int().positive(),
  category_name: z.string(),
  layout_position: PromotionLayoutPosition,
  sort_order: z.number().int(),
  currency_id: z.number().int().positive(),
  type: PromotionType,
  title: z.string(),
  description: z.string(),
  articles: z.array(PromotionArticle),
  /** Percent of the deposit (deposit turnover), up to bonus_cap; or null with a fixed bonus_amount. */
  bonus_percent: z.number().int().positive().nullable(),
  bonus_amount: MoneyString.nullable(),
  bonus_cap: MoneyString.nullable(),
  min_deposit: MoneyString,
  turnover_multiplier: z.number().int().positive(),
  start_at: z.string(),
  end_at: z.string(),
  /** For a member: their record of this promotion, if any; always null on the public list. */
  member_status: PromotionMemberStatus.nullable(),
});
export type Promotion = z.infer<typeof Promotion>;

/** Spec "promotion member": one promotion a member received, with its progress. */
export const PromotionMember = z.object({
  id: z.number().int().positive(),
  promotion_information_id: z.number().int().positive(),
  title: z.string(),
  type: PromotionType,
  status: PromotionMemberStatus,
  currency_id: z.number().int().positive(),
  bonus: MoneyString,
  deposit_amount: MoneyString,
  turn_over_user: MoneyString,
  turn_over_target: MoneyString,
  turn_winlose_user: MoneyString,
  turn_winlose_target: MoneyString,
  expires_at: z.string(),
  createdAt: z.string(),
  ended_at: z.string().nullable(),
});
export type PromotionMember = z.infer<typeof PromotionMember>;

/** The member's promotion now (spec "promotions deal and turn"). */
export const PromotionDeal = z.object({
  promotion_member_is_active: z.boolean(),
  promotion_member: PromotionMember.nullable(),
});
export type PromotionDeal = z.infer<typeof PromotionDeal>;

export const ReceivePromotionBody = z.strictObject({
  promotion_information_id: z.number().int().positive(),
  /** The member confirmed replacing an active rebate, cashback or referral bonus. */
  replace: z.boolean().optional(),
});
export type ReceivePromotionBody = z.infer<typeof ReceivePromotionBody>;

/** English texts of promotion refusals; the web localizes by reason. */
export const PROMOTION_MESSAGES = {
  notFound: 'Promotion not found',
  notAvailable: 'This promotion is not available now',
  alreadyReceived: 'You have already received this promotion',
  needsDeposit: 'This promotion is received with a deposit',
  minDeposit: 'The deposit is below the promotion minimum of {min}',
  notActive: 'This promotion is not active',
} as const;

/** Staff's promotion: the catalogue row with its texts in every language. */
export const AdminPromotionTexts = z.record(
  z.string(),
  z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(2000),
    articles: z.array(z.object({ title: z.string().max(200), body: z.string().max(4000) })).max(20),
  }),
);

export const AdminPromotionBody = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
  category_code: z.string().trim().min(1).max(80),
  layout_position: PromotionLayoutPosition.default('promotions'),
  sort_order: z.number().int().default(0),
  currency_code: z.string().trim().min(3).max(10),
  type: PromotionType,
  bonus_percent: z.number().int().positive().max(1000).nullable().default(null),
  bonus_amount: MoneyString.nullable().default(null),
  bonus_cap: MoneyString.nullable().default(null),
  min_deposit: MoneyString.default('0'),
  turnover_multiplier: z.number().int().min(1).max(100),
  start_at: z.iso.datetime({ offset: true }),
  end_at: z.iso.datetime({ offset: true }),
  is_active: z.boolean().default(true),
  /** Given only by a redeemed coupon code (staff's coupons): not listed, not received directly. */
  coupon_only: z.boolean().default(false),
  /** Texts by language code; English is required, other languages fall back to it. */
  texts: AdminPromotionTexts,
});
export type AdminPromotionBody = z.infer<typeof AdminPromotionBody>;

export const AdminPromotion = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  category_code: z.string(),
  layout_position: PromotionLayoutPosition,
  sort_order: z.number().int(),
  currency_code: z.string(),
  type: PromotionType,
  bonus_percent: z.number().int().nullable(),
  bonus_amount: MoneyString.nullable(),
  bonus_cap: MoneyString.nullable(),
  min_deposit: MoneyString,
  turnover_multiplier: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  is_active: z.boolean(),
  title: z.string(),
  members_active: z.number().int().min(0),
  members_received: z.number().int().min(0),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
