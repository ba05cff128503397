import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import {
  DEFAULT_MEGAWAYS,
  MAX_HEIGHT,
  MEGAWAYS_WILD,
  type MegawaysConfig,
  MIN_HEIGHT,
  WAY_PAY_DENOMINATOR,
  WAY_PAYS,
} from './config';

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

const cumulativeOf = (reelWeights: MegawaysConfig['reelWeights']) =>
  reelWeights.map((weights) => {
    let sum = 0;
    return weights.map((w) => (sum += w));
  });
const CUMULATIVE = new WeakMap<MegawaysConfig, number[][]>();

function drawSymbol(rng: Rng, cumulatives: readonly (readonly number[])[], reel: number): number {
  const cumulative = entry(cumulatives, reel);
  const ticket = rng.int(entry(cumulative, cumulative.length - 1));
  return cumulative.findIndex((edge) => ticket < edge);
}

export function evaluateWays(
  reels: readonly (readonly number[])[],
  wayPays: MegawaysConfig['wayPays'] = WAY_PAYS,
): WaysWin[] {
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
      wins.push({ symbol, reels: length, ways, pays: entry(entry(wayPays, symbol), length - 3) * ways });
  }
  return wins;
}

export const megawaysOptions = z.object({}).strict();

/** Stakes divisible by 100 pay exactly; others are floored once per round. */
export function playMegaways(
  rng: Rng,
  bet: bigint,
  config: MegawaysConfig = DEFAULT_MEGAWAYS,
): MegawaysOutcome {
  assertStake(bet);
  let cumulatives = CUMULATIVE.get(config);
  if (!cumulatives) {
    cumulatives = cumulativeOf(config.reelWeights);
    CUMULATIVE.set(config, cumulatives);
  }
  const drawn = cumulatives;
  const reels = config.reelWeights.map((_, reel) => {
    const height = MIN_HEIGHT + rng.int(MAX_HEIGHT - MIN_HEIGHT + 1);
    return Array.from({ length: height }, () => drawSymbol(rng, drawn, reel));
  });
  const wins = evaluateWays(reels, config.wayPays);
  const units = wins.reduce((sum, w) => sum + w.pays, 0);
  return {
    bet,
    win: (bet * BigInt(units)) / BigInt(WAY_PAY_DENOMINATOR),
    reels,
    ways: reels.reduce((product, column) => product * column.length, 1),
    wins,
  };
}

export function createMegaways(
  id: string,
  config: MegawaysConfig = DEFAULT_MEGAWAYS,
): GameEngine<typeof megawaysOptions, MegawaysOutcome> {
  return { id, optionsSchema: megawaysOptions, play: (rng, bet) => playMegaways(rng, bet, config) };
}

export const megaways = createMegaways('temple-ways');
