import { hub88 } from '@casino/contracts';
import { Hub88FreeRound } from '@casino/contracts/rewards';
import type { WalletClient } from '../wallet/client';
import type { FreeRoundOffer, GameSession } from './rounds';
import { playRound, RoundError } from './rounds';

/**
 * Free rounds (operator free bets): the operator's /user/info lists them (`free_rounds`, an extension of
 * the Hub88 answer); a session keeps those of its game and plays each at its fixed stake, from the same
 * seeds as any round, sending the bet and the win with `is_free` and the reward's uuid.
 */

/** The playable free rounds of /user/info that include the game, stakes in the session's minor units. */
export function freeRoundsFor(
  info: Record<string, unknown>,
  gameCode: string,
  scale: number,
): FreeRoundOffer[] {
  const parsed = Hub88FreeRound.array().safeParse(info['free_rounds'] ?? []);
  if (!parsed.success) return [];
  return parsed.data.flatMap((round) => {
    if (!round.game_codes.includes(gameCode) || round.rounds_left <= 0) return [];
    try {
      const stake = hub88.hub88ToMinor(round.bet_amount, scale);
      return [
        { rewardUuid: round.reward_uuid, stake, roundsLeft: round.rounds_left, expiresAt: round.expires_at },
      ];
    } catch {
      // A stake finer than the currency's minor unit cannot be played here.
      return [];
    }
  });
}

/**
 * Plays one round of the reward: refused here once it has no round left or has expired; the operator's
 * refusal (its limit reached) ends it too. A round the wallet did not confirm keeps its count: the
 * operator gives the spin back when the bet is rolled back.
 */
export async function playFreeRound(
  session: GameSession,
  rewardUuid: string,
  options: unknown,
  wallet: WalletClient | undefined,
  now = new Date(),
) {
  const offer = session.freeRounds.find((candidate) => candidate.rewardUuid === rewardUuid);
  if (!offer || offer.roundsLeft <= 0 || Date.parse(offer.expiresAt) <= now.getTime()) {
    throw new RoundError('refused', 'No free round left');
  }
  try {
    const played = await playRound(session, offer.stake, options, wallet, { rewardUuid });
    offer.roundsLeft -= 1;
    return played;
  } catch (error) {
    if (error instanceof RoundError && error.reason === 'refused') offer.roundsLeft = 0;
    throw error;
  }
}
