import { hub88 } from '@casino/contracts';
import type { Hub88FreeRound } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import type { FreeRoundRefusal } from '../free-spin';
import { playableGrants } from '../free-spin';

/**
 * The wallet's side of free spins in Hub88 terms: the `free_rounds` extension of /user/info and
 * /user/balance, and the status a refused free bet is answered with.
 */

/** The member's playable grants in the currency, amounts in Hub88 units. */
export async function freeRoundsOf(
  db: Queryable,
  member: { userId: number; currencyId: number; scale: number },
  now: Date,
): Promise<Hub88FreeRound[]> {
  const grants = await playableGrants(db, member.userId, member.currencyId, now);
  return grants
    .filter((grant) => grant.game_codes.length > 0)
    .map((grant) => ({
      reward_uuid: grant.reward_uuid,
      game_codes: grant.game_codes,
      bet_amount: hub88.minorToHub88(grant.amount_per_round, member.scale),
      rounds_left: grant.spins_left,
      expires_at: new Date(grant.expires_at).toISOString(),
    }));
}

/**
 * Hub88 has no free-bet statuses of its own: a reward that is not the member's or stakes another amount
 * is a request of the wrong kind, another game is the wrong game, and a reward expired or used up is a
 * limit reached (the provider's client takes that as a clean refusal: nothing moved, no rollback).
 */
export const FREE_ROUND_REFUSALS: Record<FreeRoundRefusal, hub88.Hub88Status> = {
  unknown: 'RS_ERROR_WRONG_TYPES',
  other_amount: 'RS_ERROR_WRONG_TYPES',
  other_game: 'RS_ERROR_INVALID_GAME',
  expired: 'RS_ERROR_LIMIT_REACHED',
  used_up: 'RS_ERROR_LIMIT_REACHED',
};
