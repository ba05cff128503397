import { freeSpinApi } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { memberRoute, route } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { requestLanguage } from '../otp/language';
import { publishPointNotice } from '../points';
import { assertPrivilege } from '../privileges';
import { saveOffer } from './admin';
import { publishFreeSpins } from './grant';
import { grantById, grantsOf } from './grants';
import { activeOffers, allOffers, offerProviders, toOffer } from './offers';
import { redeemOffer } from './redeem';

/**
 * Free spins (spec: reward/freespin): the shop's offers and their provider filter for everyone; buying
 * one and the member's grants behind the `point` privilege (403); staff's offers. The rounds themselves
 * are played through the seamless wallet (modules/provider-wallet).
 */
export async function freeSpinRoutes(app: FastifyInstance) {
  route(app, freeSpinApi.redeemFreeSpinListFind, async ({ query, request }) => {
    const code = await requestLanguage(app.db, request, query.language_id);
    const offers = await activeOffers(app.db, {
      currencyId: query.currency_id,
      providerId: query.provider_id,
    });
    return { data: offers.map((offer) => toOffer(offer, code)) };
  });

  route(app, freeSpinApi.redeemFreeSpinFilterFind, async ({ query }) => ({
    data: await offerProviders(app.db, query.currency_id),
  }));

  memberRoute(app, freeSpinApi.redeemFreeSpin, async ({ member, body, request }) => {
    await assertPrivilege(app.db, member.userId, 'point');
    const made = await app.db.transaction((tx) => redeemOffer(tx, member.userId, body.offer_id));
    const grant = await grantById(app.db, made.grantId, await requestLanguage(app.db, request));
    // After the commit: the success alert with "play now", and POINT refreshes the wallet's points.
    await publishFreeSpins(app, member.userId, made.grantId);
    await publishPointNotice(app, member.userId);
    return grant;
  });

  memberRoute(app, freeSpinApi.redeemFreeSpinFind, async ({ member, query, request }) => {
    await assertPrivilege(app.db, member.userId, 'point');
    const languageCode = await requestLanguage(app.db, request, query.language_id);
    return { data: await grantsOf(app.db, member.userId, { status: query.status, languageCode }) };
  });

  adminRoute(app, freeSpinApi.adminFreeSpinOfferList, async () => ({ data: await allOffers(app.db) }));

  adminRoute(app, freeSpinApi.adminFreeSpinOfferSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const before = await tx.query<{ id: number }>('SELECT id FROM free_spin_offers WHERE code = $1', [
        body.code,
      ]);
      const previous = before.rows[0] ? (await allOffers(tx, before.rows[0].id))[0] : null;
      const saved = await saveOffer(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'free_spin_offer.save',
        targetType: 'free_spin_offer',
        targetId: saved.id,
        before: previous ?? null,
        after: saved,
        ip: request.ip,
      });
      return saved;
    }),
  );
}
