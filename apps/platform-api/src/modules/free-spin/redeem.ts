import { randomUUID } from 'node:crypto';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { appendActivity } from '../../stream';
import { spendPoints } from '../points';
import type { MadeGrant } from './grant';
import { grantFreeSpins, offerFor } from './grant';

/** redeem_types.id of free spins (migration 140). */
const FREE_SPIN_REDEEM_TYPE = 4;

/**
 * Buys an offer with the member's points, in the caller's transaction: the points go to the promotion
 * account (a balance short of the price is "Points not enough"), the grant is made with a fresh
 * reward_uuid and an expiry `valid_days` from now, and the spend is one redemption row and one
 * `redeem_freespin` activity. Two redeems racing on points for one: the ledger's lock on the points
 * account lets exactly one through.
 */
export async function redeemOffer(
  tx: Queryable,
  userId: number,
  offerId: number,
  now = new Date(),
): Promise<MadeGrant> {
  const offer = await offerFor(tx, userId, offerId);
  const rewardUuid = randomUUID();
  const key = `redeem_freespin:${rewardUuid}`;
  await spendPoints(tx, {
    userId,
    amount: offer.points,
    idempotencyKey: key,
    type: 'redeem_freespin',
    reference: `free_spin_offer:${offer.id}`,
  });
  const redemption = await tx.query<{ id: bigint }>(
    `INSERT INTO redeem_transactions (user_id, redeem_type_id, reward_id, names, points, currency_id, status,
       idempotency_key) VALUES ($1, $2, $3, $4::jsonb, $5, $6, 'completed', $7) RETURNING id`,
    [
      userId,
      FREE_SPIN_REDEEM_TYPE,
      offer.id,
      JSON.stringify(offer.names),
      offer.points,
      offer.currency_id,
      key,
    ],
  );
  const redeemTransactionId = redemption.rows[0]?.id;
  if (redeemTransactionId === undefined) throw new Error('redemption insert returned no row');
  const made = await grantFreeSpins(tx, {
    userId,
    offer,
    source: { redeemTransactionId, points: offer.points },
    rewardUuid,
    now,
  });
  await appendActivity(tx, {
    userId,
    type: 'redeem_freespin',
    detail: {
      grant_id: made.grantId,
      offer_id: offer.id,
      name: offer.names['en'] ?? offer.code,
      points: minorToMoney(offer.points, 2),
      spins: offer.spins,
      amount_per_round: minorToMoney(offer.amount_per_round, offer.scale),
      expire_date: made.expiresAt.toISOString(),
    },
  });
  return made;
}
