import { randomUUID } from 'node:crypto';
import { FREE_SPIN_MESSAGES } from '@casino/contracts/rewards';
import type { FreeSpinEventData, FreeSpinGrant } from '@casino/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { grantById } from './grants';
import type { OfferRow } from './offers';
import { offerById } from './offers';

const DAY_MS = 86_400_000;

/** The offer a member may get: one of their currency (else 404, as a forged id), active (else 400). */
export async function offerFor(tx: Queryable, userId: number, offerId: number): Promise<OfferRow> {
  const member = await tx.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
    userId,
  ]);
  const offer = await offerById(tx, offerId);
  if (!offer || offer.currency_id !== member.rows[0]?.currency_id) {
    throw new AppError(404, 'NOT_FOUND', FREE_SPIN_MESSAGES.notFound);
  }
  if (!offer.is_active) throw new AppError(400, 'FREE_SPIN_UNAVAILABLE', FREE_SPIN_MESSAGES.unavailable);
  return offer;
}

/** Where a grant comes from: a redemption that spent the offer's points, or a quest claim that spent none. */
export type GrantSource = { redeemTransactionId: bigint; points: bigint } | { questClaimId: bigint };

export interface MadeGrant {
  grantId: number;
  rewardUuid: string;
  expiresAt: Date;
  offer: OfferRow;
}

/**
 * Grants the offer's spins to the member in the caller's transaction, with no ledger movement: the
 * offer's terms are copied (a later edit of the offer changes no grant), the rounds get a reward_uuid
 * the provider sends back with each of them, and they stay playable `valid_days` from now. Each source
 * grants once (the grant's unique redemption or claim).
 */
export async function grantFreeSpins(
  tx: Queryable,
  grant: { userId: number; offer: OfferRow; source: GrantSource; rewardUuid?: string; now?: Date },
): Promise<MadeGrant> {
  const { userId, offer, source } = grant;
  const now = grant.now ?? new Date();
  const rewardUuid = grant.rewardUuid ?? randomUUID();
  const expiresAt = new Date(now.getTime() + offer.valid_days * DAY_MS);
  const bought = 'redeemTransactionId' in source;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO free_spin_grants (user_id, offer_id, reward_uuid, redeem_transaction_id, quest_claim_id,
       currency_id, provider_id, game_ids, names, spins, spins_left, amount_per_round, points, turnover_x100,
       expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $10, $11, $12, $13, $14, $15) RETURNING id::int AS id`,
    [
      userId,
      offer.id,
      rewardUuid,
      bought ? source.redeemTransactionId : null,
      bought ? null : source.questClaimId,
      offer.currency_id,
      offer.provider_id,
      offer.game_ids,
      JSON.stringify(offer.names),
      offer.spins,
      offer.amount_per_round,
      bought ? source.points : 0n,
      offer.turnover_x100,
      expiresAt,
      now,
    ],
  );
  const grantId = rows[0]?.id;
  if (grantId === undefined) throw new Error('free-spin grant insert returned no row');
  return { grantId, rewardUuid, expiresAt, offer };
}

/** What FREESPIN_PROMOTION tells the member of a grant: the alert with its expiry and "play now". */
export function freeSpinEvent(grant: FreeSpinGrant): FreeSpinEventData | null {
  const [game] = grant.game_list;
  if (!game) return null;
  return {
    grant_id: grant.id,
    spins: grant.spins,
    amount_per_round: grant.amount_per_round,
    expire_date: grant.expire_date,
    game,
  };
}

/**
 * After the commit, for a grant however it was made (a redemption, a quest claim): read as the member's
 * list shows it, so "play now" launches its first game as the list would (the event carries no localized
 * text, hence 'en'). A lost message loses no spins (the list shows them), so it is only logged.
 */
export async function publishFreeSpins(app: FastifyInstance, userId: number, grantId: number): Promise<void> {
  try {
    const data = freeSpinEvent(await grantById(app.db, grantId, 'en'));
    if (data) await app.events.publish(userId, { topic_name: 'FREESPIN_PROMOTION', data });
    else app.log.warn({ userId, grantId }, 'FREESPIN_PROMOTION not published: the grant lists no game');
  } catch (error: unknown) {
    app.log.warn({ err: error, userId, grantId }, 'FREESPIN_PROMOTION not published');
  }
}
