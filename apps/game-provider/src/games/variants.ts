import {
  DEFAULT_SLOT,
  EXTRA_PAYLINES,
  PAYLINES,
  STRIP_COUNTS,
  buildStrip,
  type SlotConfig,
} from './video-slot/config';
import { createVideoSlot } from './video-slot/engine';
import { videoSlotTheory } from './video-slot/theory';
import { DEFAULT_MEGAWAYS, type MegawaysConfig } from './megaways/config';
import { createMegaways } from './megaways/engine';
import { megawaysRtp } from './megaways/theory';
import { createCrash } from './crash/engine';
import { createRoulette } from './roulette/engine';
import { createBaccarat, RETURN_HUNDREDTHS, type BaccaratReturns } from './baccarat/engine';
import { baccaratRtp, coupProbabilities } from './baccarat/theory';
import { createKeno } from './keno/engine';
import { kenoRtp, MAX_PICKS } from './keno/paytable';
import { createFishing, DEFAULT_FISHING, themedFish } from './fishing/engine';
import type { GameEngine } from './types';

export type EngineKind = 'video-slot' | 'megaways' | 'crash' | 'roulette' | 'baccarat' | 'keno' | 'fishing';
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

/**
 * A configuration of one engine that titles share: its rules and tables, so its exact RTP (per option
 * where the player's choice matters). `options` lists those choices; `theory` computes the exact RTP of
 * one (a fraction, unrounded) from the engine's own tables.
 */
export interface Variant {
  engine: EngineKind;
  /** Stated RTP in percent, two decimals (of `defaultOption` where options differ); tests recompute it. */
  rtp: number;
  rtpByOption?: Readonly<Record<string, number>>;
  volatility: Volatility;
  rtpMethod: string;
  defaultOption?: string;
  options?: readonly string[];
  theory(option?: string): number;
  /** The engine for one title; `fishNames` are the title's ten targets (fishing only). */
  build(id: string, fishNames?: readonly string[]): GameEngine;
  /** Keno's pick limit (the game page draws it). */
  maxPicks?: number;
  /** A video slot's paylines; stakes divisible by it pay exactly. */
  lines?: number;
}

const strips = (counts: readonly (readonly number[])[]) => counts.map(buildStrip);
const withCounts = (change: (reel: number, counts: number[]) => void) =>
  strips(
    STRIP_COUNTS.map((reel, i) => {
      const counts = [...reel];
      change(i, counts);
      return counts;
    }),
  );

/** 10 lines, a top-heavy paytable: rarer, bigger line wins. */
const SLOT_COMPACT_10: SlotConfig = {
  ...DEFAULT_SLOT,
  paylines: PAYLINES.slice(0, 10),
  linePays: {
    0: [80, 400, 2000],
    2: [40, 150, 800],
    3: [30, 100, 500],
    4: [20, 60, 250],
    5: [12, 40, 150],
    6: [5, 15, 80],
    7: [4, 12, 60],
    8: [3, 8, 40],
    9: [2, 6, 30],
    10: [2, 5, 25],
  },
  strips: withCounts((_, c) => {
    c[6] = (c[6] ?? 0) + 1;
    c[7] = (c[7] ?? 0) + 1;
  }),
};

/** 25 lines, a flat paytable: frequent small wins. */
const SLOT_WIDE_25: SlotConfig = {
  ...DEFAULT_SLOT,
  paylines: [...PAYLINES, ...EXTRA_PAYLINES],
  linePays: {
    0: [40, 150, 500],
    2: [20, 80, 300],
    3: [15, 60, 200],
    4: [12, 40, 150],
    5: [10, 30, 100],
    6: [6, 20, 80],
    7: [6, 15, 60],
    8: [5, 10, 40],
    9: [4, 8, 30],
    10: [3, 6, 25],
  },
  strips: withCounts((_, c) => {
    c[10] = (c[10] ?? 0) - 1;
  }),
};

/** 20 lines, rich free spins (×5, 10-25 spins) paid for by leaner base-game lines. */
const SLOT_RICH_20: SlotConfig = {
  ...DEFAULT_SLOT,
  linePays: {
    0: [50, 250, 1500],
    2: [20, 80, 500],
    3: [15, 60, 300],
    4: [10, 40, 200],
    5: [8, 30, 150],
    6: [5, 18, 90],
    7: [5, 15, 75],
    8: [4, 10, 50],
    9: [3, 8, 40],
    10: [2, 6, 30],
  },
  scatterPays: [2, 20, 100],
  freeSpinAwards: [10, 15, 25],
  freeSpinMultiplier: 5,
};

/** 25 lines with jade-fortune's paytable, a second scatter on the middle reel: steady, frequent features. */
const SLOT_STEADY_25: SlotConfig = {
  ...DEFAULT_SLOT,
  paylines: [...PAYLINES, ...EXTRA_PAYLINES],
  freeSpinMultiplier: 2,
  strips: withCounts((reel, c) => {
    if (reel === 2) c[1] = 2;
  }),
};

/** Bigger premium way pays, smaller royals. */
const MEGAWAYS_HIGH: MegawaysConfig = {
  ...DEFAULT_MEGAWAYS,
  wayPays: [
    [0, 0, 0, 0],
    [80, 200, 500, 2500],
    [60, 120, 300, 1000],
    [40, 80, 150, 500],
    [30, 60, 100, 300],
    [8, 16, 30, 80],
    [8, 16, 30, 80],
    [5, 10, 20, 60],
    [5, 10, 20, 60],
    [4, 8, 15, 40],
    [4, 8, 15, 40],
  ],
};

/** Flatter way pays and one more wild on reels 2 to 4. */
const MEGAWAYS_LOW: MegawaysConfig = {
  wayPays: [
    [0, 0, 0, 0],
    [40, 80, 150, 500],
    [30, 60, 120, 300],
    [25, 50, 80, 200],
    [20, 40, 60, 150],
    [10, 20, 40, 80],
    [10, 20, 40, 80],
    [5, 10, 20, 60],
    [5, 10, 20, 60],
    [4, 8, 16, 40],
    [4, 8, 16, 40],
  ],
  reelWeights: DEFAULT_MEGAWAYS.reelWeights.map((reel, i) =>
    reel.map((w, s) => (s === 0 && i >= 1 && i <= 3 ? w + 1 : w)),
  ),
};

const slot = (config: SlotConfig, rtp: number, volatility: Volatility): Variant => ({
  engine: 'video-slot',
  rtp,
  lines: config.paylines.length,
  volatility,
  rtpMethod: `Exact: weighted enumeration of line symbols (${config.paylines.length} lines), scatter windows, free spins by Wald identity`,
  theory: () => videoSlotTheory(config).rtp,
  build: (id) => createVideoSlot(id, config),
});

const ways = (config: MegawaysConfig, rtp: number, volatility: Volatility): Variant => ({
  engine: 'megaways',
  rtp,
  volatility,
  rtpMethod: 'Exact closed form over independent reel heights and symbol weights',
  theory: () => megawaysRtp(config.reelWeights, config.wayPays),
  build: (id) => createMegaways(id, config),
});

const crash = (edge: number, volatility: Volatility): Variant => ({
  engine: 'crash',
  rtp: 100 - edge,
  volatility,
  rtpMethod: `Exact: P(crash ≥ x) = ${(100 - edge) / 100} / x for every cash-out target`,
  theory: () => 1 - edge / 100,
  build: (id) => createCrash(id, edge),
});

const roulette = (laPartage: boolean): Variant => ({
  engine: 'roulette',
  rtp: laPartage ? 98.65 : 97.3,
  ...(laPartage ? { rtpByOption: { 'even-money': 98.65, other: 97.3 } } : {}),
  volatility: 'low',
  rtpMethod: laPartage
    ? 'Exact: every bet of n numbers pays 36/n on 37 pockets; even chances return half on zero, 36.5/37'
    : 'Exact: every bet of n numbers pays 36/n on 37 pockets, 36/37',
  ...(laPartage ? { defaultOption: 'even-money', options: ['even-money', 'other'] } : {}),
  theory: (option) => (laPartage && option === 'even-money' ? 36.5 / 37 : 36 / 37),
  build: (id) => createRoulette(id, laPartage),
});

const BACCARAT_SIDES = ['banker', 'player', 'tie'] as const;
const baccarat = (
  returns: BaccaratReturns,
  rtpByOption: Record<'banker' | 'player' | 'tie', number>,
): Variant => ({
  engine: 'baccarat',
  rtp: rtpByOption.banker,
  rtpByOption,
  volatility: 'low',
  rtpMethod: 'Exact enumeration of every coup from a full 8-deck shoe',
  defaultOption: 'banker',
  options: BACCARAT_SIDES,
  theory: (option = 'banker') => {
    if (!(BACCARAT_SIDES as readonly string[]).includes(option))
      throw new RangeError(`Unknown baccarat side: ${option}`);
    return baccaratRtp(option as (typeof BACCARAT_SIDES)[number], coupProbabilitiesOnce(), returns);
  },
  build: (id) => createBaccarat(id, returns),
});

let coups: ReturnType<typeof coupProbabilities> | undefined;
const coupProbabilitiesOnce = () => (coups ??= coupProbabilities());

/** The stated RTP of each number of picks (the one paytable). */
const KENO_RTP: readonly number[] = [95, 95.09, 95.74, 95.33, 95.52, 95.53, 95.41, 95.45, 95.62, 95.7];

const keno = (maxPicks: number): Variant => ({
  engine: 'keno',
  rtp: KENO_RTP[Math.min(5, maxPicks) - 1] ?? 0,
  rtpByOption: Object.fromEntries(KENO_RTP.slice(0, maxPicks).map((rtp, i) => [String(i + 1), rtp])),
  volatility: 'high',
  rtpMethod: 'Exact hypergeometric sums over each paytable',
  defaultOption: String(Math.min(5, maxPicks)),
  options: Array.from({ length: maxPicks }, (_, i) => String(i + 1)),
  maxPicks,
  theory: (option = String(Math.min(5, maxPicks))) => {
    const picks = Number(option);
    if (!Number.isInteger(picks) || picks < 1 || picks > maxPicks)
      throw new RangeError(`Keno picks: ${option}`);
    return kenoRtp(picks);
  },
  build: (id) => createKeno(id, maxPicks),
});

const fishing = (rtpPermille: number, volatility: Volatility): Variant => ({
  engine: 'fishing',
  rtp: rtpPermille / 10,
  volatility,
  rtpMethod: `Exact: capture probability × mean worth = ${rtpPermille / 1000} for every target`,
  theory: () => rtpPermille / 1000,
  build: (id, names) =>
    createFishing(id, { fish: names ? themedFish(names) : DEFAULT_FISHING.fish, rtpPermille }),
});

/** Every engine configuration titles are built on, by engine and variant code. */
export const VARIANTS: Readonly<Record<EngineKind, Readonly<Record<string, Variant>>>> = {
  'video-slot': {
    'classic-20': slot(DEFAULT_SLOT, 96.2, 'medium'),
    'compact-10': slot(SLOT_COMPACT_10, 97.54, 'high'),
    'wide-25': slot(SLOT_WIDE_25, 92.64, 'low'),
    'rich-20': slot(SLOT_RICH_20, 95.81, 'very-high'),
    'steady-25': slot(SLOT_STEADY_25, 95.33, 'medium'),
  },
  megaways: {
    classic: ways(DEFAULT_MEGAWAYS, 96.3, 'high'),
    high: ways(MEGAWAYS_HIGH, 95.56, 'very-high'),
    low: ways(MEGAWAYS_LOW, 97.14, 'medium'),
  },
  crash: { 'edge-1': crash(1, 'medium'), 'edge-2': crash(2, 'medium'), 'edge-3': crash(3, 'high') },
  roulette: { european: roulette(false), french: roulette(true) },
  baccarat: {
    standard: baccarat(RETURN_HUNDREDTHS, { banker: 98.94, player: 98.76, tie: 85.64 }),
    'tie-9': baccarat({ ...RETURN_HUNDREDTHS, tie: 1000 }, { banker: 98.94, player: 98.76, tie: 95.16 }),
    'low-commission': baccarat(
      { ...RETURN_HUNDREDTHS, banker: 196 },
      { banker: 99.4, player: 98.76, tie: 85.64 },
    ),
  },
  keno: { classic: keno(MAX_PICKS), quick: keno(5) },
  fishing: {
    'rtp-965': fishing(DEFAULT_FISHING.rtpPermille, 'medium'),
    'rtp-970': fishing(970, 'high'),
    'rtp-960': fishing(960, 'medium'),
  },
};
