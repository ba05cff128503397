/**
 * "Temple Ways": 6 reels whose heights are drawn independently from 2 to 7 each spin, so the number of
 * ways (the product of the heights) runs from 64 to 117,649. Every position draws its symbol independently
 * from its reel's weights. The wild appears on reels 2 to 5 only and substitutes for every symbol.
 */
export const MEGAWAYS_SYMBOLS = [
  'wild',
  'dragon',
  'tiger',
  'phoenix',
  'koi',
  'A',
  'K',
  'Q',
  'J',
  '10',
  '9',
] as const;
export const MEGAWAYS_WILD = 0;
export const MEGAWAYS_REELS = 6;
export const MIN_HEIGHT = 2;
export const MAX_HEIGHT = 7;

/** Pay per way for 3, 4, 5 and 6 reels, in hundredths of the total bet (indexed as MEGAWAYS_SYMBOLS). */
export const WAY_PAY_DENOMINATOR = 100;
export const WAY_PAYS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [50, 100, 250, 1000],
  [40, 75, 150, 500],
  [30, 60, 100, 300],
  [25, 50, 80, 200],
  [10, 20, 40, 100],
  [10, 20, 40, 100],
  [5, 10, 25, 75],
  [5, 10, 25, 75],
  [4, 8, 20, 50],
  [4, 8, 20, 50],
];

/** Symbol weights per reel (indexed as MEGAWAYS_SYMBOLS). */
export const REEL_WEIGHTS: readonly (readonly number[])[] = [
  [0, 3, 4, 5, 6, 8, 8, 9, 9, 10, 10],
  [4, 3, 4, 5, 6, 8, 8, 9, 9, 10, 10],
  [4, 3, 4, 5, 6, 8, 8, 9, 9, 10, 10],
  [3, 3, 4, 5, 6, 8, 8, 9, 9, 10, 10],
  [3, 3, 4, 5, 6, 8, 8, 9, 9, 10, 10],
  [0, 3, 4, 5, 6, 8, 8, 9, 9, 14, 14],
];

/** One megaways game: its way pays (hundredths of the total bet) and symbol weights per reel. */
export interface MegawaysConfig {
  wayPays: readonly (readonly [number, number, number, number])[];
  reelWeights: readonly (readonly number[])[];
}

/** "Temple Ways"' configuration. */
export const DEFAULT_MEGAWAYS: MegawaysConfig = { wayPays: WAY_PAYS, reelWeights: REEL_WEIGHTS };
