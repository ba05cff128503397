import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import { MAX_HEIGHT, MEGAWAYS_WILD, MIN_HEIGHT, REEL_WEIGHTS, WAY_PAY_DENOMINATOR, WAY_PAYS } from './config';

export interface WaysWin {
  symbol: number;
  reels: number;
  ways: number;
  /** Hundredths of the total bet. */
  pays: number;
}

export interface MegawaysOutcome extends RoundOutcome {
  /** reels[i] lists the symbols of reel i, top to bottom; its length is the reel's height. */
  reels: number[][];
  ways: number;
  wins: WaysWin[];
}

const CUMULATIVE = REEL_WEIGHTS.map((weights) => {
  let sum = 0;
  return weights.map((w) => (sum += w));
});

function drawSymbol(rng: Rng, reel: number): number {
  const cumulative = entry(CUMULATIVE, reel);
  const ticket = rng.int(entry(cumulative, cumulative.length - 1));
  return cumulative.findIndex((edge) => ticket < edge);
}

export function evaluateWays(reels: readonly (readonly number[])[]): WaysWin[] {
  const wins: WaysWin[] = [];
  for (const symbol of new Set(reels[0])) {
    let ways = 1;
    let length = 0;
    for (const column of reels) {
      const count = column.filter((s) => s === symbol || s === MEGAWAYS_WILD).length;
      if (count === 0) break;
      ways *= count;
      length += 1;
    }
    if (length >= 3)
      wins.push({ symbol, reels: length, ways, pays: entry(entry(WAY_PAYS, symbol), length - 3) * ways });
  }
  return wins;
}

export const megawaysOptions = z.object({}).strict();

/** Stakes divisible by 100 pay exactly; others are floored once per round. */
export function playMegaways(rng: Rng, bet: bigint): MegawaysOutcome {
  assertStake(bet);
  const reels = REEL_WEIGHTS.map((_, reel) => {
    const height = MIN_HEIGHT + rng.int(MAX_HEIGHT - MIN_HEIGHT + 1);
    return Array.from({ length: height }, () => drawSymbol(rng, reel));
  });
  const wins = evaluateWays(reels);
  const units = wins.reduce((sum, w) => sum + w.pays, 0);
  return {
    bet,
    win: (bet * BigInt(units)) / BigInt(WAY_PAY_DENOMINATOR),
    reels,
    ways: reels.reduce((product, column) => product * column.length, 1),
    wins,
  };
}

export const megaways: GameEngine<typeof megawaysOptions, MegawaysOutcome> = {
  id: 'temple-ways',
  optionsSchema: megawaysOptions,
  play: (rng, bet) => playMegaways(rng, bet),
};
