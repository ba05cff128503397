import { findEngine } from '../games/registry';
import type { RoundOutcome } from '../games/types';
import { createFairRng, hashServerSeed } from '@casino/fairness';

export interface VerifiedRound {
  serverSeedHash: string;
  outcome: RoundOutcome;
}

/**
 * Recomputes a round from its revealed server seed, client seed and nonce: the same engine on the same
 * HMAC stream gives the same outcome, which the player compares with what was settled. Options are
 * parsed by the game's own schema (roulette bets, keno picks, cash-out target…).
 */
export function verifyRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  gameId: string,
  bet: bigint,
  options: unknown = {},
): VerifiedRound {
  const engine = findEngine(gameId);
  if (!engine) throw new RangeError(`Unknown game: ${gameId}`);
  const parsed = engine.optionsSchema.parse(options);
  return {
    serverSeedHash: hashServerSeed(serverSeed),
    outcome: engine.play(createFairRng(serverSeed, clientSeed, nonce), bet, parsed),
  };
}
