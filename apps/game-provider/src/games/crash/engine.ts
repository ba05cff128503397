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

export function crashPointHundredths(u: number): number {
  const raw = Math.floor((100 - HOUSE_EDGE_PERCENT) / (1 - u));
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

export function playCrash(rng: Rng, bet: bigint, options: CrashOptions): CrashOutcome {
  assertStake(bet);
  const crashPoint = crashPointHundredths(rng.float());
  const cashedOut = crashPoint >= options.autoCashOut;
  return {
    bet,
    win: cashedOut ? (bet * BigInt(options.autoCashOut)) / 100n : 0n,
    crashPoint,
    autoCashOut: options.autoCashOut,
    cashedOut,
  };
}

export const crash: GameEngine<typeof crashOptions, CrashOutcome> = {
  id: 'rocket-crash',
  optionsSchema: crashOptions,
  play: playCrash,
};
