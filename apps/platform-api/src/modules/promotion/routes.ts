import { DEFAULT_LIMIT } from '@casino/contracts';
import { PROMOTION_MESSAGES, promotionApi } from '@casino/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from '../memo';
import { adminPromotions, savePromotion } from './admin';
import { getPromotion, listCategories, listPromotions } from './catalogue';
import {
  activeRecordOf,
  endRecord,
  memberRecords,
  promotionBonusOwner,
  receivePromotion,
  toPromotionMember,
} from './members';
import { promotionTurnoverProjection } from './projection';
import { promotionExpiryJob } from './expiry';

const page = <T>(data: T[], query: { $limit?: number | undefined; $skip?: number | undefined }) => {
  const skip = query.$skip ?? 0;
  const limit = query.$limit ?? DEFAULT_LIMIT;
  return { total: data.length, limit, skip, data: data.slice(skip, skip + limit) };
};

const titleOf = async (app: FastifyInstance, promotionId: number, languageId: number | null) => {
  const { rows } = await app.db.query<{ title: string }>(
    `SELECT t.title FROM promotion_translations t JOIN languages l ON l.id = t.language_id
      WHERE t.promotion_id = $1 AND (t.language_id = $2 OR l.is_default) ORDER BY (t.language_id = $2) DESC LIMIT 1`,
    [promotionId, languageId],
  );
  return rows[0]?.title ?? '';
};

export async function promotionRoutes(app: FastifyInstance) {
  app.bonus.own('promotion', promotionBonusOwner);
  app.stream.register(promotionTurnoverProjection);
  app.jobs.register(
    promotionExpiryJob(app.config.brand.time_zone, {
      // Each expired promotion wrote its member a memo.
      afterPay: async (_day, claimed) => {
        for (const payout of claimed) await publishMemoNotice(app, payout.userId);
      },
    }),
  );

  route(app, promotionApi.promotionCategoryFind, async ({ query }) => {
    const data = await listCategories(app.db, query.language_id);
    return { total: data.length, limit: data.length, skip: 0, data };
  });

  route(app, promotionApi.promotionInformationFind, async ({ query }) =>
    page(
      await listPromotions(app.db, {
        languageId: query.language_id,
        categoryId: query.category_id,
        layoutPosition: query.layout_position,
        type: query.type,
        currencyId: query.currency_id,
        runningAt: new Date(),
      }),
      query,
    ),
  );

  route(app, promotionApi.promotionInformationGet, async ({ id, query, member }) => {
    const promotion = /^\d+$/.test(id)
      ? await getPromotion(app.db, Number(id), query.language_id, member?.userId)
      : undefined;
    if (!promotion) throw new AppError(404, 'NOT_FOUND', PROMOTION_MESSAGES.notFound);
    return promotion;
  });

  memberRoute(app, promotionApi.memberPromotionInformationFind, async ({ member, query }) => {
    const user = await app.db.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
      member.userId,
    ]);
    return page(
      await listPromotions(app.db, {
        languageId: query.language_id,
        categoryId: query.category_id,
        layoutPosition: query.layout_position,
        type: query.type,
        currencyId: user.rows[0]?.currency_id,
        userId: member.userId,
        runningAt: new Date(),
      }),
      query,
    );
  });

  memberRoute(app, promotionApi.promotionMemberFind, async ({ member, query }) => {
    // The progress shown must count the rounds just played.
    await app.stream.catchUp([promotionTurnoverProjection.name]);
    const record = await app.db.transaction((tx) => activeRecordOf(tx, member.userId));
    if (!record) return { promotion_member_is_active: false, promotion_member: null };
    return {
      promotion_member_is_active: true,
      promotion_member: toPromotionMember(
        record,
        await titleOf(app, record.promotion_id, query.language_id ?? null),
      ),
    };
  });

  memberRoute(app, promotionApi.promotionMemberCreate, async ({ member, body }) => {
    const record = await app.db.transaction((tx) => receivePromotion(tx, app.bonus, member.userId, body));
    await publishMemoNotice(app, member.userId);
    return toPromotionMember(record, await titleOf(app, record.promotion_id, null));
  });

  memberRoute(app, promotionApi.promotionMemberRemove, async ({ member, id }) => {
    const record = await app.db.transaction(async (tx) => {
      const active = await activeRecordOf(tx, member.userId);
      if (!active || String(active.id) !== id) {
        throw new AppError(404, 'NOT_FOUND', PROMOTION_MESSAGES.notActive);
      }
      return endRecord(tx, active, 'inactive');
    });
    return toPromotionMember(record, await titleOf(app, record.promotion_id, null));
  });

  memberRoute(app, promotionApi.promotionMemberHistoryFind, async ({ member, query }) => {
    await app.stream.catchUp([promotionTurnoverProjection.name]);
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const { total, data } = await memberRecords(app.db, member.userId, query.language_id, {
      status: query.status,
      limit,
      skip,
    });
    return { total, limit, skip, data };
  });

  adminRoute(app, promotionApi.adminPromotionList, async () => ({ data: await adminPromotions(app.db) }));

  adminRoute(app, promotionApi.adminPromotionSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const before = (await adminPromotions(tx, 'p.code = $1', [body.code]))[0] ?? null;
      const after = await savePromotion(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: before ? 'promotion.update' : 'promotion.create',
        targetType: 'promotion',
        targetId: after.id,
        before,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );
}
