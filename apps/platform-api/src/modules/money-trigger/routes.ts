import { DEFAULT_LIMIT } from '@casino/contracts';
import { moneyTriggerApi } from '@casino/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from '../memo';
import { adminTriggers, createTrigger, grantTrigger } from './admin';
import { memberReceipts, toReceipt } from './history';
import { depositTriggerProjection } from './projection';

/**
 * Money triggers: the member's received money history, staff's triggers and grants, and the projection
 * that pays deposit triggers. Each payment writes a memo, so PERSONAL_MESSAGE tells the member's pages
 * (which read the wallet and this history again on it).
 */
export async function moneyTriggerRoutes(app: FastifyInstance) {
  const notify = async (userIds: readonly number[]) => {
    for (const userId of userIds) await publishMemoNotice(app, userId);
  };
  app.stream.register(depositTriggerProjection(app.config.brand.time_zone, notify));

  memberRoute(app, moneyTriggerApi.moneyTriggerMemberHistoryFind, async ({ member, query }) => {
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const history = await memberReceipts(app.db, member.userId, { ...query, limit, skip });
    return { ...history, limit, skip };
  });

  adminRoute(app, moneyTriggerApi.adminMoneyTriggerList, async () => ({ data: await adminTriggers(app.db) }));

  adminRoute(app, moneyTriggerApi.adminMoneyTriggerCreate, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const trigger = await createTrigger(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'money_trigger.create',
        targetType: 'money_trigger',
        targetId: trigger.id,
        before: null,
        after: trigger,
        ip: request.ip,
      });
      return trigger;
    }),
  );

  adminRoute(app, moneyTriggerApi.adminMoneyTriggerGrant, async ({ params, body, admin, request }) => {
    const receipt = await app.db.transaction(async (tx) => {
      const paid = await grantTrigger(tx, params.id, body, admin.id);
      if (paid.created) {
        await audit(tx, {
          adminId: admin.id,
          action: 'money_trigger.grant',
          targetType: 'money_trigger',
          targetId: params.id,
          before: null,
          after: {
            receipt_id: Number(paid.id),
            user_id: paid.user_id,
            idempotency_key: body.idempotency_key,
          },
          ip: request.ip,
        });
      }
      return paid;
    });
    if (receipt.created) await notify([receipt.user_id]);
    return { ...toReceipt(receipt), user_id: receipt.user_id, created: receipt.created };
  });
}
