import type { CouponMemberState, CouponRedemption } from '@casino/contracts/promotions';

/** A redemption of the marketing code WELCOME50, a success unless overridden. */
export function redemption(overrides: Partial<CouponRedemption> = {}): CouponRedemption {
  return {
    id: 31,
    code: 'WELCOME50',
    name: 'Welcome bonus 50',
    type: 'turnover',
    status: 'success',
    bonus: '50.00',
    currency_id: 1,
    expires_at: '2027-06-30T16:59:59.000Z',
    promotion_member_id: 7,
    note: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decided_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const underVerification = (overrides: Partial<CouponRedemption> = {}) =>
  redemption({ status: 'verifying', promotion_member_id: null, decided_at: null, ...overrides });

/** The standing of a member who has never redeemed a coupon. */
export const noCoupon: CouponMemberState = { verifying: null, latest: null };

export function verifyingState(overrides: Partial<CouponRedemption> = {}): CouponMemberState {
  const waiting = underVerification(overrides);
  return { verifying: waiting, latest: waiting };
}
