import { randomUUID } from 'node:crypto';
import { minorToMoney } from '@casino/contracts';
import { FREE_SPIN_MESSAGES } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { appendActivity } from '../../stream';
import { spendPoints } from '../points';
import { offerById } from './offers';

/** redeem_types.id of free spins (migration 140). */
const FREE_SPIN_REDEEM_TYPE = 4;
const DAY_MS = 86_400_000;

/**
 * Buys an offer with the member's points, in the caller's transaction: the points go to the promotion
 * account (a balance short of the price is "Points not enough"), the grant is made with a fresh
 * reward_uuid and an expiry `valid_days` from now, and the spend is one redemption row and one
 * `redeem_freespin` activity. Two redeems racing on points for one: the ledger's lock on the points
 * account lets exactly one through.
 */
export async function redeemOffer(tx: Queryable, userId: number, offerId: number, now = new Date()) {
  const member = await tx.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
    userId,
  ]);
  const offer = await offerById(tx, offerId);
  if (!offer || offer.currency_id !== member.rows[0]?.currency_id) {
    throw new AppError(404, 'NOT_FOUND', FREE_SPIN_MESSAGES.notFound);
  }
  if (!offer.is_active) throw new AppError(400, 'FREE_SPIN_UNAVAILABLE', FREE_SPIN_MESSAGES.unavailable);
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
  const expiresAt = new Date(now.getTime() + offer.valid_days * DAY_MS);
  const grant = await tx.query<{ id: number }>(
    `INSERT INTO free_spin_grants (user_id, offer_id, reward_uuid, redeem_transaction_id, currency_id, provider_id,
       game_ids, names, spins, spins_left, amount_per_round, points, turnover_x100, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9, $10, $11, $12, $13, $14) RETURNING id::int AS id`,
    [
      userId,
      offer.id,
      rewardUuid,
      redemption.rows[0]?.id,
      offer.currency_id,
      offer.provider_id,
      offer.game_ids,
      JSON.stringify(offer.names),
      offer.spins,
      offer.amount_per_round,
      offer.points,
      offer.turnover_x100,
      expiresAt,
      now,
    ],
  );
  const grantId = grant.rows[0]?.id;
  if (grantId === undefined) throw new Error('free-spin grant insert returned no row');
  await appendActivity(tx, {
    userId,
    type: 'redeem_freespin',
    detail: {
      grant_id: grantId,
      offer_id: offer.id,
      name: offer.names['en'] ?? offer.code,
      points: minorToMoney(offer.points, 2),
      spins: offer.spins,
      amount_per_round: minorToMoney(offer.amount_per_round, offer.scale),
      expire_date: expiresAt.toISOString(),
    },
  });
  return { grantId, firstGameId: offer.game_ids[0] ?? 0 };
}
