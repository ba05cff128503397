import { entry } from '../types';

/**
 * Keno: 20 numbers drawn from 1-80; the player picks 1 to 10 numbers. PAYTABLE[picks][hits] is the
 * stake-inclusive return, in hundredths of the stake.
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const MAX_PICKS = 10;

export const PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 380],
  2: [0, 100, 950],
  3: [0, 0, 300, 3900],
  4: [0, 0, 150, 900, 8000],
  5: [0, 0, 100, 300, 1500, 39000],
  6: [0, 0, 0, 250, 800, 8000, 120000],
  7: [0, 0, 0, 100, 400, 1800, 40000, 500000],
  8: [0, 0, 0, 0, 400, 1200, 9000, 95000, 1000000],
  9: [0, 0, 0, 0, 200, 500, 4500, 27500, 400000, 2000000],
  10: [0, 0, 0, 0, 150, 400, 1700, 9800, 100000, 500000, 10000000],
};

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Hypergeometric probability of `hits` of `picks` chosen numbers among the 20 drawn. */
export function hitProbability(picks: number, hits: number): number {
  return (
    (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN)
  );
}

/** Exact RTP for a number of picks. */
export function kenoRtp(picks: number, table: readonly number[] = entry(PAYTABLE, picks)): number {
  return table.reduce((sum, pays, hits) => sum + (hitProbability(picks, hits) * pays) / 100, 0);
}
