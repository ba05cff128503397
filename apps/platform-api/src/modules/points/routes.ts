import { DEFAULT_LIMIT } from '@casino/contracts';
import { rewardApi } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { assertPrivilege } from '../privileges';
import { saveEarnRate } from './earn-rates';
import { pointHistory } from './history';
import { publishPointNotice } from './ledger';
import { betPointsProjection } from './projection';

/**
 * Points: earned from settled bets (the projection; POINT tells the member after each batch) at the
 * rates staff set per currency, and the member's totals with the movements of their points account
 * (privilege `point`, 403 without).
 */
export async function pointsRoutes(app: FastifyInstance) {
  app.stream.register(
    betPointsProjection(async (userIds) => {
      for (const userId of userIds) await publishPointNotice(app, userId);
    }),
  );

  memberRoute(app, rewardApi.totalPointsFind, async ({ member, query }) => {
    await assertPrivilege(app.db, member.userId, 'point');
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    return { ...(await pointHistory(app.db, member.userId, { ...query, limit, skip }, true)), limit, skip };
  });

  adminRoute(app, rewardApi.adminPointEarnRateSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const { before, after } = await saveEarnRate(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'point_earn_rate.save',
        targetType: 'point_earn_rate',
        targetId: after.currency_id,
        before,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );
}
