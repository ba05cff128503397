import { DEFAULT_LIMIT } from '@casino/contracts';
import type { CouponEventData } from '@casino/contracts/promotions';
import { couponApi } from '@casino/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from '../memo';
import { assertPrivilege } from '../privileges';
import { adminCoupons, createCoupons } from './admin';
import { decideRedemption, redeemCoupon } from './redeem';
import type { RedemptionRow } from './redemptions';
import {
  memberHistory,
  memberStanding,
  toAdminRedemption,
  toRedemption,
  verifyingRedemptions,
} from './redemptions';

export async function couponRoutes(app: FastifyInstance) {
  /** COUPON_PROMOTION: the member's pages show the outcome (spec 7: the coupon success modal). */
  const publishOutcome = async (row: RedemptionRow) => {
    const redemption = toRedemption(row);
    const data: CouponEventData = {
      redemption_id: redemption.id,
      status: redemption.status,
      code: redemption.code,
      bonus: redemption.bonus,
    };
    await app.events
      .publish(row.user_id, { topic_name: 'COUPON_PROMOTION', data })
      .catch((error: unknown) => app.log.warn({ err: error, id: row.id }, 'COUPON_PROMOTION not published'));
    // A granted coupon opened a promotion, which wrote the member a memo.
    if (row.status === 'success') await publishMemoNotice(app, row.user_id);
  };

  memberRoute(app, couponApi.couponMemberFind, async ({ member }) => {
    await assertPrivilege(app.db, member.userId, 'coupon');
    return memberStanding(app.db, member.userId);
  });

  memberRoute(app, couponApi.couponMemberCreate, async ({ member, body }) => {
    await assertPrivilege(app.db, member.userId, 'coupon');
    const row = await app.db.transaction((tx) => redeemCoupon(tx, app.bonus, member.userId, body));
    await publishOutcome(row);
    return toRedemption(row);
  });

  memberRoute(app, couponApi.couponMemberHistoryFind, async ({ member, query }) => {
    await assertPrivilege(app.db, member.userId, 'coupon');
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const { total, data } = await memberHistory(app.db, member.userId, { ...query, limit, skip });
    return { total, limit, skip, data };
  });

  adminRoute(app, couponApi.adminCouponList, async () => ({ data: await adminCoupons(app.db) }));

  adminRoute(app, couponApi.adminCouponCreate, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const data = await createCoupons(tx, body);
      for (const coupon of data) {
        await audit(tx, {
          adminId: admin.id,
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: coupon.id,
          before: null,
          after: coupon,
          ip: request.ip,
        });
      }
      return { data };
    }),
  );

  adminRoute(app, couponApi.adminCouponVerifications, async () => ({
    data: await verifyingRedemptions(app.db),
  }));

  const decide = async (
    id: number,
    decision: { approve: true } | { approve: false; note: string },
    admin: { id: number; ip: string },
  ) => {
    const row = await app.db.transaction(async (tx) => {
      const decided = await decideRedemption(tx, app.bonus, id, decision, admin.id);
      await audit(tx, {
        adminId: admin.id,
        action: decision.approve ? 'coupon_redemption.approve' : 'coupon_redemption.refuse',
        targetType: 'coupon_redemption',
        targetId: id,
        reason: decided.note ?? undefined,
        before: { status: 'verifying' },
        after: { status: decided.status, note: decided.note },
        ip: admin.ip,
      });
      return decided;
    });
    await publishOutcome(row);
    return toAdminRedemption(row);
  };

  adminRoute(app, couponApi.adminCouponApprove, ({ params, admin, request }) =>
    decide(params.id, { approve: true }, { id: admin.id, ip: request.ip }),
  );

  adminRoute(app, couponApi.adminCouponRefuse, ({ params, body, admin, request }) =>
    decide(params.id, { approve: false, note: body.note }, { id: admin.id, ip: request.ip }),
  );
}
