import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import {
  DEFAULT_SLOT,
  LINE_PAYS,
  MAX_FREE_SPINS,
  REELS,
  ROWS,
  SCATTER,
  type SlotConfig,
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
  linePays: SlotConfig['linePays'] = LINE_PAYS,
): { symbol: number; count: number; pays: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun += 1;
  const wildPays = wildRun >= 3 ? entry(entry(linePays, WILD), wildRun - 3) : 0;

  const target = symbols[wildRun];
  let best: { symbol: number; count: number; pays: number } | null =
    wildPays > 0 ? { symbol: WILD, count: wildRun, pays: wildPays } : null;
  if (target !== undefined && target !== SCATTER) {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run += 1;
    const pays = run >= 3 ? entry(entry(linePays, target), run - 3) : 0;
    if (pays > (best?.pays ?? 0)) best = { symbol: target, count: run, pays };
  }
  return best;
}

export function scatterPays(
  count: number,
  config: SlotConfig = DEFAULT_SLOT,
): { totalBets: number; freeSpins: number } {
  if (count < 3) return { totalBets: 0, freeSpins: 0 };
  const index = Math.min(count, 5) - 3;
  return { totalBets: entry(config.scatterPays, index), freeSpins: entry(config.freeSpinAwards, index) };
}

export function gridAt(
  stops: readonly number[],
  strips: SlotConfig['strips'] = DEFAULT_SLOT.strips,
): number[][] {
  return stops.map((stop, reel) => {
    const strip = entry(strips, reel);
    return Array.from({ length: ROWS }, (_, row) => entry(strip, (stop + row) % strip.length));
  });
}

export function evaluateGrid(
  stops: number[],
  grid: number[][],
  multiplier: number,
  config: SlotConfig = DEFAULT_SLOT,
): SpinResult {
  const lineWins: LineWin[] = [];
  let lineBetUnits = 0;
  config.paylines.forEach((rows, line) => {
    const win = evaluateLine(
      rows.map((row, reel) => entry(entry(grid, reel), row)),
      config.linePays,
    );
    if (win) {
      lineWins.push({ line, ...win });
      lineBetUnits += win.pays;
    }
  });
  const scatters = grid.reduce((sum, column) => sum + column.filter((s) => s === SCATTER).length, 0);
  const scatter = scatterPays(scatters, config);
  lineBetUnits += scatter.totalBets * config.paylines.length;
  return { stops, grid, lineWins, scatters, lineBetUnits, freeSpinsAwarded: scatter.freeSpins, multiplier };
}

function spin(rng: Rng, multiplier: number, config: SlotConfig): SpinResult {
  const stops = Array.from({ length: REELS }, (_, reel) => rng.int(entry(config.strips, reel).length));
  return evaluateGrid(stops, gridAt(stops, config.strips), multiplier, config);
}

export const videoSlotOptions = z.object({}).strict();

/** Stakes divisible by the line count pay exactly; others are floored once per round. */
export function playVideoSlot(rng: Rng, bet: bigint, config: SlotConfig = DEFAULT_SLOT): VideoSlotOutcome {
  assertStake(bet);
  const base = spin(rng, 1, config);
  const freeSpins: SpinResult[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0 && freeSpins.length < MAX_FREE_SPINS) {
    remaining -= 1;
    const result = spin(rng, config.freeSpinMultiplier, config);
    freeSpins.push(result);
    remaining += result.freeSpinsAwarded;
  }
  const units = freeSpins.reduce((sum, s) => sum + s.lineBetUnits * s.multiplier, base.lineBetUnits);
  return { bet, win: (bet * BigInt(units)) / BigInt(config.paylines.length), base, freeSpins };
}

export function createVideoSlot(
  id: string,
  config: SlotConfig = DEFAULT_SLOT,
): GameEngine<typeof videoSlotOptions, VideoSlotOutcome> {
  return { id, optionsSchema: videoSlotOptions, play: (rng, bet) => playVideoSlot(rng, bet, config) };
}

export const videoSlot = createVideoSlot('jade-fortune');
