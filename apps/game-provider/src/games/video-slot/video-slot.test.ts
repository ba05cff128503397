import { describe, expect, it } from 'vitest';
import { scriptedRng } from '@casino/fairness/testing';
import {
  FREE_SPIN_MULTIPLIER,
  LINES,
  PAYLINES,
  ROWS,
  SCATTER,
  STRIP_COUNTS,
  STRIPS,
  SYMBOLS,
  WILD,
} from './config';
import { evaluateGrid, evaluateLine, playVideoSlot } from './engine';
import { scatterCountDistribution, videoSlotTheory } from './theory';
import { entry } from '../types';

const sym = (name: (typeof SYMBOLS)[number]): number => SYMBOLS.indexOf(name);
const [crown, K, Q, J, A] = [sym('crown'), sym('K'), sym('Q'), sym('J'), sym('A')];

/** A stop on `reel` whose 3-row window does (or does not) show a scatter. */
function stopWith(reel: number, scatter: boolean): number {
  const strip = entry(STRIPS, reel);
  const stop = strip.findIndex(
    (_, s) => [0, 1, 2].some((row) => strip[(s + row) % strip.length] === SCATTER) === scatter,
  );
  if (stop < 0) throw new Error('no such stop');
  return stop;
}

describe('paylines', () => {
  it('are 20 distinct patterns of rows across 5 reels', () => {
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(20);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      line.forEach((row) => expect(row).toBeGreaterThanOrEqual(0));
      line.forEach((row) => expect(row).toBeLessThan(ROWS));
    }
  });
});

describe('evaluateLine', () => {
  it('pays runs of 3 or more from the leftmost reel', () => {
    expect(evaluateLine([crown, crown, crown, K, Q])).toEqual({ symbol: crown, count: 3, pays: 25 });
    expect(evaluateLine([K, crown, crown, crown, crown])).toBeNull();
    expect(evaluateLine([J, J, Q, J, J])).toBeNull();
  });

  it('lets the wild substitute, leading or inside the run', () => {
    expect(evaluateLine([crown, WILD, crown, K, K])).toEqual({ symbol: crown, count: 3, pays: 25 });
    expect(evaluateLine([WILD, WILD, crown, crown, crown])).toEqual({ symbol: crown, count: 5, pays: 500 });
  });

  it('pays the wild line when it beats the substituted one', () => {
    expect(evaluateLine([WILD, WILD, WILD, K, Q])).toEqual({ symbol: WILD, count: 3, pays: 50 });
    expect(evaluateLine([WILD, WILD, WILD, WILD, J])).toEqual({ symbol: WILD, count: 4, pays: 250 });
    expect(evaluateLine([WILD, WILD, WILD, WILD, WILD])).toEqual({ symbol: WILD, count: 5, pays: 1000 });
  });

  it('never substitutes the scatter', () => {
    expect(evaluateLine([crown, crown, SCATTER, crown, crown])).toBeNull();
    expect(evaluateLine([WILD, WILD, SCATTER, A, A])).toBeNull();
    expect(evaluateLine([SCATTER, SCATTER, SCATTER, A, A])).toBeNull();
  });
});

describe('evaluateGrid', () => {
  it('reads every payline across the window', () => {
    const grid = [0, 1, 2, 3, 4].map(() => [J, crown, Q]);
    const result = evaluateGrid([0, 0, 0, 0, 0], grid, 1);
    // Middle row pays crown ×5 (500); top and bottom rows pay J ×5 (40) and Q ×5 (50).
    expect(result.lineWins.map((w) => [w.line, w.pays])).toEqual([
      [0, 500],
      [1, 40],
      [2, 50],
    ]);
    expect(result.lineBetUnits).toBe(590);
  });

  it('pays scatters anywhere in the window, in total bets', () => {
    const grid = [
      [SCATTER, K, Q],
      [A, J, K],
      [Q, Q, SCATTER],
      [K, A, J],
      [J, SCATTER, A],
    ];
    const result = evaluateGrid([0, 0, 0, 0, 0], grid, 1);
    expect(result.scatters).toBe(3);
    expect(result.freeSpinsAwarded).toBe(10);
    expect(result.lineBetUnits).toBe(2 * LINES + result.lineWins.reduce((s, w) => s + w.pays, 0));
  });
});

describe('free spins', () => {
  it('are triggered by 3 scatters, pay ×3 and retrigger', () => {
    const withScatters = [0, 1, 2, 3, 4].map((reel) => stopWith(reel, reel % 2 === 0));
    const without = [0, 1, 2, 3, 4].map((reel) => stopWith(reel, false));
    // Base spin: 3 scatters (10 spins). First free spin: 3 scatters again (+10). Then 19 quiet spins.
    const stops = [...withScatters, ...withScatters, ...Array.from({ length: 19 }, () => without).flat()];
    const outcome = playVideoSlot(scriptedRng(stops), 2_000n);
    expect(outcome.base.freeSpinsAwarded).toBe(10);
    expect(outcome.freeSpins).toHaveLength(20);
    expect(outcome.freeSpins.every((s) => s.multiplier === FREE_SPIN_MULTIPLIER)).toBe(true);
    const units = outcome.freeSpins.reduce((sum, s) => sum + s.lineBetUnits * 3, outcome.base.lineBetUnits);
    expect(outcome.win).toBe((2_000n * BigInt(units)) / 20n);
  });
});

describe('theory', () => {
  it('strips hold the counted symbols', () => {
    STRIPS.forEach((strip, reel) =>
      entry(STRIP_COUNTS, reel).forEach((count, symbol) =>
        expect(strip.filter((s) => s === symbol)).toHaveLength(count),
      ),
    );
  });

  it('scatter count distribution sums to 1', () => {
    expect(scatterCountDistribution().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('states a 96.20% RTP with free spins about 1 in 180 spins', () => {
    const theory = videoSlotTheory();
    expect(theory.rtp).toBeCloseTo(0.962016, 6);
    expect(1 / theory.freeSpinTriggerProbability).toBeGreaterThan(150);
    expect(1 / theory.freeSpinTriggerProbability).toBeLessThan(220);
  });
});
