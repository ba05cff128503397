import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { historyRangeFilters } from './business-day';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { listQuery, paginated, queryId } from './query';
import { vmsg } from './validation';

/** Spec 5 and 9: a coupon code has at least 4 characters. */
export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 32;

/**
 * What a member types: trimmed, letters, digits and dashes, compared without case (the server keeps
 * codes in upper case).
 */
export const CouponCode = z
  .string()
  .trim()
  .min(1, vmsg('required'))
  .min(COUPON_CODE_MIN, vmsg('min_length', { min: COUPON_CODE_MIN }))
  .max(COUPON_CODE_MAX, vmsg('max_length', { max: COUPON_CODE_MAX }))
  .regex(/^[A-Za-z0-9-]+$/, vmsg('letters_digits_only'))
  .transform((code) => code.toUpperCase());

/**
 * Spec 4 "Coupon": under verification (the member cannot play, deposit or withdraw until staff decide),
 * then success or fail. A coupon that needs no verification is a success at once.
 */
export const CouponStatus = z.enum(['verifying', 'success', 'fail']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/** One coupon a member redeemed (spec "Coupon": code, name, type, expiry, status). */
export const CouponRedemption = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  /** The promotion type of the bonus the coupon grants (turnover or win/loss). */
  type: z.enum(['turnover', 'winlose']),
  status: CouponStatus,
  bonus: MoneyString,
  currency_id: z.number().int().positive(),
  /** When the coupon itself stops being redeemable. */
  expires_at: z.string(),
  /** The promotion the bonus opened, once the redemption succeeded. */
  promotion_member_id: z.number().int().positive().nullable(),
  /** Staff's reason when it failed. */
  note: z.string().nullable(),
  createdAt: z.string(),
  decided_at: z.string().nullable(),
});
export type CouponRedemption = z.infer<typeof CouponRedemption>;

export const RedeemCouponBody = z.strictObject({
  code: CouponCode,
  /** Spec 4: replacing an active rebate, cashback or referral needs the member's confirmation. */
  replace: z.boolean().optional(),
});
export type RedeemCouponBody = z.input<typeof RedeemCouponBody>;

/** Server messages of the coupon flow (English; the site shows `errors.<reason>` in its language). */
export const COUPON_MESSAGES = {
  unavailable: 'Unable to redeem with coupon code at this time: this coupon code is unavailable',
  alreadyRedeemed: 'You have already redeemed this coupon code',
  underVerification:
    'Your coupon is under verification: playing, deposits and withdrawals wait until it is checked',
  notVerifying: 'This coupon redemption is not waiting for verification',
} as const;

/** The member's coupon standing: the redemption staff are checking, if any. */
export const CouponMemberState = z.object({
  verifying: CouponRedemption.nullable(),
  /** The newest redemption, whatever its status, for the coupon details page. */
  latest: CouponRedemption.nullable(),
});
export type CouponMemberState = z.infer<typeof CouponMemberState>;

export const couponMemberFind = defineEndpoint({
  service: 'coupon-member',
  scope: 'mb',
  method: 'find',
  summary: "The member's coupon standing: the redemption under verification and the newest one.",
  query: z.strictObject({ language_id: queryId.optional() }),
  response: CouponMemberState,
});

export const couponMemberCreate = defineEndpoint({
  service: 'coupon-member',
  scope: 'mb',
  method: 'create',
  summary: 'Redeem a coupon code: its bonus opens a promotion at once, or after staff verify the redemption.',
  body: RedeemCouponBody,
  response: CouponRedemption,
});

export const couponMemberHistoryFind = defineEndpoint({
  service: 'coupon-member-history',
  scope: 'mb',
  method: 'find',
  summary: "The member's coupon redemptions, newest first, within the business days the member picked.",
  query: listQuery(['createdAt'], { status: CouponStatus.optional(), ...historyRangeFilters }),
  response: paginated(CouponRedemption),
});

/** COUPON_PROMOTION socket data: a redemption reached its final state. */
export const CouponEventData = z.object({
  redemption_id: z.number().int().positive(),
  status: CouponStatus,
  code: z.string(),
  bonus: MoneyString,
});
export type CouponEventData = z.infer<typeof CouponEventData>;

/** Staff's batch of coupon codes, each granting the bonus of one turnover or win/loss promotion. */
export const AdminCouponBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  /** The promotion (by its code) whose bonus and turnover rule each redemption opens. */
  promotion_code: z.string().trim().min(1).max(64),
  /** One named code (`WELCOME50`), or `count` random codes. */
  code: CouponCode.optional(),
  count: z.number().int().min(1).max(1000).optional(),
  /** How many members may redeem each code. */
  max_redemptions: z.number().int().min(1).max(1_000_000).default(1),
  needs_verification: z.boolean().default(false),
  starts_at: z.iso.datetime({ offset: true }).optional(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type AdminCouponBody = z.input<typeof AdminCouponBody>;

export const AdminCoupon = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  promotion_code: z.string(),
  max_redemptions: z.number().int(),
  redeemed: z.number().int(),
  needs_verification: z.boolean(),
  starts_at: z.string(),
  expires_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponRedemption = CouponRedemption.extend({ user_id: z.number().int().positive() });
export type AdminCouponRedemption = z.infer<typeof AdminCouponRedemption>;

export const adminCouponList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/coupons',
  response: z.object({ data: z.array(AdminCoupon) }),
  summary: 'Every coupon code with its redemption count.',
});

export const adminCouponCreate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/coupons',
  body: AdminCouponBody,
  response: z.object({ data: z.array(AdminCoupon) }),
  summary: 'Create one named coupon code or a batch of random ones; audited.',
});

export const adminCouponVerifications = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/coupon-redemptions',
  response: z.object({ data: z.array(AdminCouponRedemption) }),
  summary: 'Coupon redemptions waiting for verification, oldest first.',
});

const RedemptionParams = z.strictObject({ id: queryId });

export const adminCouponApprove = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/coupon-redemptions/:id/approve',
  params: RedemptionParams,
  response: AdminCouponRedemption,
  summary: 'Approve a redemption under verification: its bonus opens a promotion; audited.',
});

export const adminCouponRefuse = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/coupon-redemptions/:id/refuse',
  params: RedemptionParams,
  body: z.strictObject({ note: z.string().trim().min(1).max(500) }),
  response: AdminCouponRedemption,
  summary: 'Refuse a redemption under verification, with the reason the member reads; audited.',
});
