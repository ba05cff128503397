import { entry } from '../types';

/**
 * "Jade Fortune": 5 reels × 3 rows, 20 fixed paylines, a wild that substitutes for every symbol except the
 * scatter, scatters paying anywhere and triggering free spins (wins ×3, retriggers add spins).
 */
export const SYMBOLS = [
  'wild',
  'scatter',
  'crown',
  'dragon',
  'ruby',
  'emerald',
  'A',
  'K',
  'Q',
  'J',
  '10',
] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;

export const REELS = 5;
export const ROWS = 3;

/** Line pays for 3, 4 and 5 of a kind, in multiples of the line bet (total bet / 20). */
export const LINE_PAYS: Readonly<Record<number, readonly [number, number, number]>> = {
  [WILD]: [50, 250, 1000],
  2: [25, 100, 500],
  3: [20, 75, 300],
  4: [15, 50, 200],
  5: [10, 40, 150],
  6: [5, 20, 100],
  7: [5, 15, 75],
  8: [4, 10, 50],
  9: [3, 8, 40],
  10: [2, 6, 30],
};

/** Scatter pays for 3, 4 and 5 anywhere, in multiples of the total bet, and the free spins they award. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];
export const FREE_SPIN_AWARDS: readonly [number, number, number] = [10, 15, 20];
export const FREE_SPIN_MULTIPLIER = 3;
/** A safety bound on one round's free spins; its effect on the RTP is far below 1e-30 (see README). */
export const MAX_FREE_SPINS = 1000;

/** Rows read on each reel, top = 0. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];
export const LINES = PAYLINES.length;

/** How many of each symbol (indexed as SYMBOLS) sit on each reel strip. */
export const STRIP_COUNTS: readonly (readonly number[])[] = [
  [2, 1, 2, 2, 3, 3, 4, 4, 4, 4, 4],
  [4, 1, 2, 2, 3, 3, 4, 4, 4, 4, 4],
  [4, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6],
  [4, 1, 2, 2, 3, 3, 4, 4, 4, 4, 4],
  [2, 1, 2, 2, 3, 3, 4, 4, 4, 4, 4],
];

/**
 * Lays the counted symbols out evenly (largest remainder first), so equal symbols rarely touch.
 * Deterministic: the strips are part of the published game.
 */
export function buildStrip(counts: readonly number[]): number[] {
  const length = counts.reduce((sum, n) => sum + n, 0);
  const placed = counts.map(() => 0);
  const strip: number[] = [];
  for (let position = 0; position < length; position += 1) {
    let best = -1;
    let bestLag = -Infinity;
    counts.forEach((count, symbol) => {
      if (entry(placed, symbol) >= count) return;
      const lag = ((position + 1) * count) / length - entry(placed, symbol);
      if (lag > bestLag) {
        bestLag = lag;
        best = symbol;
      }
    });
    strip.push(best);
    placed[best] = entry(placed, best) + 1;
  }
  return strip;
}

export const STRIPS: readonly (readonly number[])[] = STRIP_COUNTS.map(buildStrip);

/** Five more patterns: a 25-line game plays PAYLINES followed by these. */
export const EXTRA_PAYLINES: readonly (readonly number[])[] = [
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [0, 2, 1, 2, 0],
  [2, 0, 1, 0, 2],
  [0, 0, 2, 0, 0],
];

/**
 * One video-slot game: its paylines (10, 20 or 25), pay tables, free-spin rules and reel strips. Titles
 * of this engine differ by these; the symbols (wild, scatter, four premiums, five royals) stay in place.
 */
export interface SlotConfig {
  paylines: readonly (readonly number[])[];
  linePays: Readonly<Record<number, readonly [number, number, number]>>;
  scatterPays: readonly [number, number, number];
  freeSpinAwards: readonly [number, number, number];
  freeSpinMultiplier: number;
  strips: readonly (readonly number[])[];
}

/** "Jade Fortune"'s configuration. */
export const DEFAULT_SLOT: SlotConfig = {
  paylines: PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: SCATTER_PAYS,
  freeSpinAwards: FREE_SPIN_AWARDS,
  freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
  strips: STRIPS,
};
