import { DEFAULT_LIMIT } from '@casino/contracts';
import { rewardApi } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { assertPrivilege } from '../privileges';
import { pointHistory } from './history';
import { publishPointNotice } from './ledger';
import { betPointsProjection } from './projection';

/**
 * Points: earned from settled bets (the projection; POINT tells the member after each batch) and the
 * member's totals with the movements of their points account (privilege `point`, 403 without).
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
}
