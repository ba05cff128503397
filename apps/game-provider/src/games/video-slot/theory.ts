import { DEFAULT_SLOT, LINE_PAYS, REELS, ROWS, STRIPS, SYMBOLS, type SlotConfig } from './config';
import { evaluateLine, scatterPays } from './engine';
import { entry } from '../types';

/**
 * Exact theoretical RTP. For a uniformly chosen stop every row of a reel shows each symbol with its strip
 * frequency, and reels are independent, so every payline has the same expected pay: enumerate the
 * 11^5 symbol combinations weighted by those frequencies. Scatter counts come from the windows of
 * every stop of every reel, convolved across reels. Free spins follow from linearity (Wald's identity):
 * m = expected spins awarded per spin, so one award of N spins plays N / (1 - m) spins on average.
 */
export function symbolFrequencies(strips: readonly (readonly number[])[] = STRIPS): number[][] {
  return strips.map((strip) => SYMBOLS.map((_, s) => strip.filter((x) => x === s).length / strip.length));
}

export function expectedLinePays(
  strips: readonly (readonly number[])[] = STRIPS,
  linePays: SlotConfig['linePays'] = LINE_PAYS,
): number {
  const freq = symbolFrequencies(strips);
  const n = SYMBOLS.length;
  let total = 0;
  const line = [0, 0, 0, 0, 0];
  const walk = (reel: number, probability: number): void => {
    if (probability === 0) return;
    if (reel === REELS) {
      total += probability * (evaluateLine(line, linePays)?.pays ?? 0);
      return;
    }
    for (let s = 0; s < n; s += 1) {
      line[reel] = s;
      walk(reel + 1, probability * entry(entry(freq, reel), s));
    }
  };
  walk(0, 1);
  return total;
}

/** Distribution of the number of scatters visible in the 5 × 3 window. */
export function scatterCountDistribution(strips: readonly (readonly number[])[] = STRIPS): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === 1) count += 1;
      perReel[count] = (perReel[count] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    distribution.forEach((p, a) =>
      perReel.forEach((q = 0, b) => {
        next[a + b] = (next[a + b] ?? 0) + p * q;
      }),
    );
    distribution = next;
  }
  return distribution.map((p) => p ?? 0);
}

export interface VideoSlotTheory {
  /** Expected return of one base spin, in total bets. */
  spinReturn: number;
  freeSpinTriggerProbability: number;
  expectedFreeSpinsPerSpin: number;
  rtp: number;
}

export function videoSlotTheory(config: SlotConfig = DEFAULT_SLOT): VideoSlotTheory {
  const { strips } = config;
  const scatters = scatterCountDistribution(strips);
  let scatterReturn = 0;
  let awarded = 0;
  let trigger = 0;
  scatters.forEach((p, count) => {
    const pay = scatterPays(count, config);
    scatterReturn += p * pay.totalBets;
    awarded += p * pay.freeSpins;
    if (pay.freeSpins > 0) trigger += p;
  });
  // L lines each bet 1/L of the stake, so the line return per total bet is one line's expectation.
  const spinReturn = expectedLinePays(strips, config.linePays) + scatterReturn;
  const freeSpinsPerBaseSpin = awarded / (1 - awarded);
  return {
    spinReturn,
    freeSpinTriggerProbability: trigger,
    expectedFreeSpinsPerSpin: awarded,
    rtp: spinReturn * (1 + config.freeSpinMultiplier * freeSpinsPerBaseSpin),
  };
}
