import type { Queryable } from '../../db/types';
import { turnoverText } from './offers';

/**
 * The rounds of free-spin grants as the seamless wallet plays them: which rounds a game session may
 * offer, taking one for a free bet, giving it back on a rollback, and counting the wins.
 */

/** A grant's playable rounds, as the wallet tells a provider (game codes of the grant, stake, rounds left). */
export interface PlayableGrant {
  reward_uuid: string;
  game_codes: string[];
  amount_per_round: bigint;
  spins_left: number;
  expires_at: Date;
}

/** Active, not expired, with spins left, in the currency; the soonest to expire first. */
export async function playableGrants(
  db: Queryable,
  userId: number,
  currencyId: number,
  now: Date,
): Promise<PlayableGrant[]> {
  const { rows } = await db.query<PlayableGrant>(
    `SELECT gr.reward_uuid, gr.amount_per_round, gr.spins_left, gr.expires_at,
            ARRAY(SELECT g.code FROM games g WHERE g.id = ANY(gr.game_ids) AND g.is_active
                   ORDER BY array_position(gr.game_ids, g.id)) AS game_codes
       FROM free_spin_grants gr
      WHERE gr.user_id = $1 AND gr.currency_id = $2 AND gr.status = 'active' AND gr.spins_left > 0
        AND gr.expires_at > $3
      ORDER BY gr.expires_at, gr.id`,
    [userId, currencyId, now],
  );
  return rows;
}

/** The grant a free round was taken from, and the turnover multiplier its wins carry ("1.5"). */
export interface FreeRound {
  grantId: bigint;
  rewardUuid: string;
  turnover: string;
}

export type FreeRoundRefusal = 'unknown' | 'other_game' | 'other_amount' | 'expired' | 'used_up';

/**
 * Takes one round of the member's grant for a free bet, the grant locked: it must be theirs, in the
 * session's currency, cover the game, stake exactly the amount per round, not be expired and have a
 * spin left. Nothing changes on a refusal.
 */
export async function takeFreeRound(
  tx: Queryable,
  bet: {
    userId: number;
    currencyId: number;
    rewardUuid: string | null | undefined;
    gameId: number;
    amount: bigint;
    now: Date;
  },
): Promise<{ round: FreeRound } | { refused: FreeRoundRefusal }> {
  if (!bet.rewardUuid) return { refused: 'unknown' };
  const { rows } = await tx.query<{
    id: bigint;
    user_id: number;
    currency_id: number;
    game_ids: number[];
    amount_per_round: bigint;
    spins_left: number;
    expired: boolean;
    turnover_x100: number;
  }>(
    `SELECT id, user_id, currency_id, game_ids, amount_per_round, spins_left, expires_at <= $2 AS expired,
            turnover_x100
       FROM free_spin_grants WHERE reward_uuid = $1 FOR UPDATE`,
    [bet.rewardUuid, bet.now],
  );
  const grant = rows[0];
  if (!grant || grant.user_id !== bet.userId || grant.currency_id !== bet.currencyId) {
    return { refused: 'unknown' };
  }
  if (!grant.game_ids.includes(bet.gameId)) return { refused: 'other_game' };
  if (grant.amount_per_round !== bet.amount) return { refused: 'other_amount' };
  if (grant.expired) return { refused: 'expired' };
  if (grant.spins_left <= 0) return { refused: 'used_up' };
  await tx.query(
    `UPDATE free_spin_grants SET spins_left = spins_left - 1,
            status = CASE WHEN spins_left = 1 THEN 'used' ELSE status END, updated_at = now()
      WHERE id = $1`,
    [grant.id],
  );
  return {
    round: { grantId: grant.id, rewardUuid: bet.rewardUuid, turnover: turnoverText(grant.turnover_x100) },
  };
}

/** The grant of a free bet, win or rollback the wallet recorded. */
export async function freeRoundOf(tx: Queryable, grantId: bigint | null): Promise<FreeRound | undefined> {
  if (grantId === null) return undefined;
  const { rows } = await tx.query<{ reward_uuid: string; turnover_x100: number }>(
    'SELECT reward_uuid, turnover_x100 FROM free_spin_grants WHERE id = $1',
    [grantId],
  );
  const row = rows[0];
  return row && { grantId, rewardUuid: row.reward_uuid, turnover: turnoverText(row.turnover_x100) };
}

/** A rolled-back free bet gives its spin back (an expired grant keeps it unplayable). */
export async function returnFreeRound(tx: Queryable, grantId: bigint): Promise<void> {
  await tx.query(
    `UPDATE free_spin_grants SET spins_left = spins_left + 1, status = 'active', updated_at = now()
      WHERE id = $1 AND spins_left < spins`,
    [grantId],
  );
}

/** Adds a win of the grant's rounds to its total (negative: a win taken back). */
export async function addFreeWin(tx: Queryable, grantId: bigint, amount: bigint): Promise<void> {
  await tx.query(
    `UPDATE free_spin_grants SET total_win = greatest(total_win + $2, 0), updated_at = now() WHERE id = $1`,
    [grantId, amount],
  );
}
