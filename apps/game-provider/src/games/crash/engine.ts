import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome } from '../types';

/**
 * "Rocket": the multiplier climbs from 1.00× and crashes at a point drawn with a 1% house edge:
 *   crash = floor(100 × 0.99 / (1 − u)) / 100, at least 1.00, capped at MAX_MULTIPLIER,
 * with u uniform in [0, 1). Then P(crash ≥ x) = 0.99 / x for every x in [1.01, cap], so a bet that cashes out
 * automatically at any target t returns t × 0.99 / t = 99%, whatever the target.
 * Multipliers are kept as integer hundredths to stay exact.
 */
export const HOUSE_EDGE_PERCENT = 1;
export const MIN_TARGET_HUNDREDTHS = 101;
export const MAX_MULTIPLIER_HUNDREDTHS = 100_000_000; // 1,000,000.00×
export const CRASH_RTP = 1 - HOUSE_EDGE_PERCENT / 100;

export function crashPointHundredths(u: number, houseEdgePercent = HOUSE_EDGE_PERCENT): number {
  const raw = Math.floor((100 - houseEdgePercent) / (1 - u));
  return Math.min(Math.max(raw, 100), MAX_MULTIPLIER_HUNDREDTHS);
}

export const crashOptions = z
  .object({
    /** Auto cash-out target in hundredths (250 = 2.50×). */
    autoCashOut: z.number().int().min(MIN_TARGET_HUNDREDTHS).max(MAX_MULTIPLIER_HUNDREDTHS),
  })
  .strict();
export type CrashOptions = z.output<typeof crashOptions>;

export interface CrashOutcome extends RoundOutcome {
  crashPoint: number;
  autoCashOut: number;
  cashedOut: boolean;
}

/**
 * `houseEdgePercent` (a whole percent) sets the game: the same argument gives P(crash ≥ x) = (1 − edge) / x,
 * so every target returns 1 − edge.
 */
export function playCrash(
  rng: Rng,
  bet: bigint,
  options: CrashOptions,
  houseEdgePercent = HOUSE_EDGE_PERCENT,
): CrashOutcome {
  assertStake(bet);
  const crashPoint = crashPointHundredths(rng.float(), houseEdgePercent);
  const cashedOut = crashPoint >= options.autoCashOut;
  return {
    bet,
    win: cashedOut ? (bet * BigInt(options.autoCashOut)) / 100n : 0n,
    crashPoint,
    autoCashOut: options.autoCashOut,
    cashedOut,
  };
}

export function createCrash(
  id: string,
  houseEdgePercent = HOUSE_EDGE_PERCENT,
): GameEngine<typeof crashOptions, CrashOutcome> {
  if (!Number.isInteger(houseEdgePercent) || houseEdgePercent < 1 || houseEdgePercent > 10)
    throw new RangeError('The house edge is a whole percent, 1-10');
  return {
    id,
    optionsSchema: crashOptions,
    play: (rng, bet, options) => playCrash(rng, bet, options, houseEdgePercent),
  };
}

export const crash = createCrash('rocket-crash');
