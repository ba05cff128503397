import { DEFAULT_LIMIT } from '@casino/contracts';
import { rewardApi } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from '../memo';
import { pointsRoutes, publishPointNotice } from '../points';
import { assertPrivilege } from '../privileges';
import { adminRewards, saveReward, updateRedemption } from './admin';
import { REWARD_ART, REWARD_ART_PATH } from './art';
import { languageOf, redeemTypes, rewardsOf, toPrize, toRedeemType, toReward } from './catalogue';
import { exchangeRates, redeemExchange, saveExchangeRate } from './exchange';
import type { Draw } from './redeem';
import { memberCurrency, redeemDraw, redeemSpecial } from './redeem';
import { publicSeed, seedOf, setClientSeed } from './seeds';
import { adminRedemptions, memberRedemptions, redemptionById, toRedeemTransaction } from './transactions';

/**
 * The rewards shop (spec: reward pages): the tabs for everyone; for members with the `point` privilege
 * (403 without) the items of their currency, special rewards, provably fair lucky boxes and random cards,
 * exchanging points for money, and the redeem history; staff's catalogue, rates and shipping. Every spend
 * tells the member's pages through POINT (and PERSONAL_MESSAGE when a memo was written).
 */
export async function rewardsRoutes(app: FastifyInstance) {
  // Points are the shop's currency: their earning and history come with it.
  await app.register(pointsRoutes);
  const gate = (userId: number) => assertPrivilege(app.db, userId, 'point');
  const transactionOf = async (id: number, code: string) => {
    const row = await redemptionById(app.db, id);
    if (!row) throw new Error(`redemption ${id} vanished`);
    return toRedeemTransaction(row, code);
  };
  const spent = async (userId: number, memo = false) => {
    await publishPointNotice(app, userId);
    if (memo) await publishMemoNotice(app, userId);
  };

  app.get<{ Params: { file: string } }>(
    `${REWARD_ART_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const art = REWARD_ART[request.params.file.replace(/\.svg$/, '')];
      if (!art) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(art);
    },
  );

  route(app, rewardApi.redeemTypeListFind, async ({ query }) => {
    const code = await languageOf(app.db, query);
    return { data: (await redeemTypes(app.db)).map((row) => toRedeemType(row, code)) };
  });

  route(app, rewardApi.exchangeRewardFind, async ({ query }) => {
    let currencyId = query.currency_id;
    if (currencyId === undefined && query.currency_language_id !== undefined) {
      const { rows } = await app.db.query<{ currency_id: number }>(
        'SELECT currency_id FROM currency_languages WHERE id = $1',
        [query.currency_language_id],
      );
      currencyId = rows[0]?.currency_id ?? 0;
    }
    return { data: await exchangeRates(app.db, currencyId) };
  });

  memberRoute(app, rewardApi.redeemTypeFind, async ({ member, query }) => {
    await gate(member.userId);
    const code = await languageOf(app.db, query);
    const currencyId = await memberCurrency(app.db, member.userId);
    const rows = await rewardsOf(app.db, { currencyId, type: query.type, activeOnly: true });
    return { data: rows.map((row) => toReward(row, code)) };
  });

  memberRoute(app, rewardApi.redeemReward, async ({ member, body }) => {
    await gate(member.userId);
    const id = await app.db.transaction((tx) => redeemSpecial(tx, member.userId, body));
    await spent(member.userId);
    return transactionOf(id, 'en');
  });

  memberRoute(app, rewardApi.rewardSeedFind, async ({ member }) => {
    await gate(member.userId);
    return publicSeed(await app.db.transaction((tx) => seedOf(tx, member.userId)));
  });

  memberRoute(app, rewardApi.rewardSeedCreate, async ({ member, body }) => {
    await gate(member.userId);
    return publicSeed(await app.db.transaction((tx) => setClientSeed(tx, member.userId, body.client_seed)));
  });

  const afterDraw = async (userId: number, draw: Draw) => {
    await spent(userId, draw.prize.kind === 'money');
    return { transaction: await transactionOf(draw.id, 'en'), next_seed: publicSeed(draw.next) };
  };

  memberRoute(app, rewardApi.redeemLuckyBox, async ({ member, body }) => {
    await gate(member.userId);
    const draw = await app.db.transaction((tx) => redeemDraw(tx, member.userId, 'lucky_box', body));
    return afterDraw(member.userId, draw);
  });

  memberRoute(app, rewardApi.redeemRandomCard, async ({ member, body }) => {
    await gate(member.userId);
    const draw = await app.db.transaction((tx) => redeemDraw(tx, member.userId, 'random_card', body));
    return {
      ...(await afterDraw(member.userId, draw)),
      cards: draw.cards.map((card) => toPrize(card, draw.scale, 'en')),
      card_index: body.card_index,
    };
  });

  memberRoute(app, rewardApi.redeemExchangePoint, async ({ member, body }) => {
    await gate(member.userId);
    const id = await app.db.transaction((tx) => redeemExchange(tx, member.userId, body.points));
    await spent(member.userId);
    return transactionOf(id, 'en');
  });

  memberRoute(app, rewardApi.redeemTransactionFind, async ({ member, query }) => {
    await gate(member.userId);
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const code = await languageOf(app.db, query);
    return {
      ...(await memberRedemptions(app.db, member.userId, { ...query, limit, skip }, code)),
      limit,
      skip,
    };
  });

  adminRoute(app, rewardApi.adminRewardList, async () => ({ data: await adminRewards(app.db) }));

  adminRoute(app, rewardApi.adminRewardSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const saved = await saveReward(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'reward.save',
        targetType: 'reward',
        targetId: saved.id,
        before: null,
        after: { ...saved, texts: body.texts },
        ip: request.ip,
      });
      return saved;
    }),
  );

  adminRoute(app, rewardApi.adminExchangeRateSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const { before, after } = await saveExchangeRate(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'exchange_rate.save',
        targetType: 'exchange_rate',
        targetId: after.currency_id,
        before,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );

  adminRoute(app, rewardApi.adminRedemptionList, async ({ query }) => ({
    data: await adminRedemptions(app.db, query.status),
  }));

  adminRoute(app, rewardApi.adminRedemptionUpdate, async ({ params, body, admin, request }) => {
    const { after, userId } = await app.db.transaction(async (tx) => {
      const change = await updateRedemption(tx, params.id, body);
      await audit(tx, {
        adminId: admin.id,
        action: `redemption.${body.status}`,
        targetType: 'redeem_transaction',
        targetId: params.id,
        reason: body.note ?? null,
        before: change.before,
        after: change.after,
        ip: request.ip,
      });
      return change;
    });
    if (body.status === 'rejected') await publishPointNotice(app, userId);
    await publishMemoNotice(app, userId);
    return after;
  });
}
