import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import {
  FREE_SPIN_AWARDS,
  FREE_SPIN_MULTIPLIER,
  LINE_PAYS,
  LINES,
  MAX_FREE_SPINS,
  PAYLINES,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  STRIPS,
  WILD,
} from './config';

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** Multiple of the line bet. */
  pays: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row] symbol index. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** Sum of line pays in line bets plus the scatter pay in total bets × LINES, before the multiplier. */
  lineBetUnits: number;
  freeSpinsAwarded: number;
  multiplier: number;
}

export interface VideoSlotOutcome extends RoundOutcome {
  base: SpinResult;
  freeSpins: SpinResult[];
}

/** Pay of five symbols read left to right, in line bets; the wild substitutes for all but the scatter. */
export function evaluateLine(
  symbols: readonly number[],
): { symbol: number; count: number; pays: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun += 1;
  const wildPays = wildRun >= 3 ? entry(entry(LINE_PAYS, WILD), wildRun - 3) : 0;

  const target = symbols[wildRun];
  let best: { symbol: number; count: number; pays: number } | null =
    wildPays > 0 ? { symbol: WILD, count: wildRun, pays: wildPays } : null;
  if (target !== undefined && target !== SCATTER) {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run += 1;
    const pays = run >= 3 ? entry(entry(LINE_PAYS, target), run - 3) : 0;
    if (pays > (best?.pays ?? 0)) best = { symbol: target, count: run, pays };
  }
  return best;
}

export function scatterPays(count: number): { totalBets: number; freeSpins: number } {
  if (count < 3) return { totalBets: 0, freeSpins: 0 };
  const index = Math.min(count, 5) - 3;
  return { totalBets: entry(SCATTER_PAYS, index), freeSpins: entry(FREE_SPIN_AWARDS, index) };
}

export function gridAt(stops: readonly number[]): number[][] {
  return stops.map((stop, reel) => {
    const strip = entry(STRIPS, reel);
    return Array.from({ length: ROWS }, (_, row) => entry(strip, (stop + row) % strip.length));
  });
}

export function evaluateGrid(stops: number[], grid: number[][], multiplier: number): SpinResult {
  const lineWins: LineWin[] = [];
  let lineBetUnits = 0;
  PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => entry(entry(grid, reel), row)));
    if (win) {
      lineWins.push({ line, ...win });
      lineBetUnits += win.pays;
    }
  });
  const scatters = grid.reduce((sum, column) => sum + column.filter((s) => s === SCATTER).length, 0);
  const scatter = scatterPays(scatters);
  lineBetUnits += scatter.totalBets * LINES;
  return { stops, grid, lineWins, scatters, lineBetUnits, freeSpinsAwarded: scatter.freeSpins, multiplier };
}

function spin(rng: Rng, multiplier: number): SpinResult {
  const stops = Array.from({ length: REELS }, (_, reel) => rng.int(entry(STRIPS, reel).length));
  return evaluateGrid(stops, gridAt(stops), multiplier);
}

export const videoSlotOptions = z.object({}).strict();

/** Stakes divisible by 20 (the line count) pay exactly; others are floored once per round. */
export function playVideoSlot(rng: Rng, bet: bigint): VideoSlotOutcome {
  assertStake(bet);
  const base = spin(rng, 1);
  const freeSpins: SpinResult[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0 && freeSpins.length < MAX_FREE_SPINS) {
    remaining -= 1;
    const result = spin(rng, FREE_SPIN_MULTIPLIER);
    freeSpins.push(result);
    remaining += result.freeSpinsAwarded;
  }
  const units = freeSpins.reduce((sum, s) => sum + s.lineBetUnits * s.multiplier, base.lineBetUnits);
  return { bet, win: (bet * BigInt(units)) / BigInt(LINES), base, freeSpins };
}

export const videoSlot: GameEngine<typeof videoSlotOptions, VideoSlotOutcome> = {
  id: 'jade-fortune',
  optionsSchema: videoSlotOptions,
  play: (rng, bet) => playVideoSlot(rng, bet),
};
