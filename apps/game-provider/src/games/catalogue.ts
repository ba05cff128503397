import { videoSlotTheory } from './video-slot/theory';
import { megawaysRtp } from './megaways/theory';
import { CRASH_RTP } from './crash/engine';
import { baccaratRtp, coupProbabilities } from './baccarat/theory';
import { kenoRtp, MAX_PICKS } from './keno/paytable';
import { FISHING_RTP_PERMILLE } from './fishing/engine';

export type GameCategory = 'slots' | 'megaways' | 'crash' | 'table' | 'lotto' | 'fishing';
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

export interface CatalogueEntry {
  id: string;
  name: string;
  category: GameCategory;
  /**
   * Stated theoretical RTP in percent, two decimals. Where it depends on the player's choice it is the
   * figure of `defaultOption`, and `rtpByOption` lists every choice.
   */
  rtp: number;
  defaultOption?: string;
  rtpByOption?: Readonly<Record<string, number>>;
  volatility: Volatility;
  /** Stake limits in minor units. */
  minBet: bigint;
  maxBet: bigint;
  supportsDemo: boolean;
  /** How the RTP was obtained. */
  rtpMethod: string;
}

/**
 * The provider's games. The RTP figures are stated here; catalogue.test.ts recomputes each one from the
 * game's own tables (exact enumeration or closed form) and fails if they drift apart.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 'jade-fortune',
    name: 'Jade Fortune',
    category: 'slots',
    rtp: 96.2,
    volatility: 'medium',
    minBet: 20n,
    maxBet: 100_000n,
    supportsDemo: true,
    rtpMethod: 'Exact: weighted enumeration of line symbols, scatter windows, free spins by Wald identity',
  },
  {
    id: 'temple-ways',
    name: 'Temple Ways',
    category: 'megaways',
    rtp: 96.3,
    volatility: 'high',
    minBet: 100n,
    maxBet: 50_000n,
    supportsDemo: true,
    rtpMethod: 'Exact closed form over independent reel heights and symbol weights',
  },
  {
    id: 'rocket-crash',
    name: 'Rocket',
    category: 'crash',
    rtp: 99,
    volatility: 'medium',
    minBet: 10n,
    maxBet: 1_000_000n,
    supportsDemo: true,
    rtpMethod: 'Exact: P(crash ≥ x) = 0.99 / x for every cash-out target',
  },
  {
    id: 'european-roulette',
    name: 'European Roulette',
    category: 'table',
    rtp: 97.3,
    volatility: 'low',
    minBet: 10n,
    maxBet: 1_000_000n,
    supportsDemo: true,
    rtpMethod: 'Exact: every bet of n numbers pays 36/n on 37 pockets, 36/37',
  },
  {
    id: 'punto-banco',
    name: 'Punto Banco Baccarat',
    category: 'table',
    rtp: 98.94,
    defaultOption: 'banker',
    rtpByOption: { banker: 98.94, player: 98.76, tie: 85.64 },
    volatility: 'low',
    minBet: 20n,
    maxBet: 1_000_000n,
    supportsDemo: true,
    rtpMethod: 'Exact enumeration of every coup from a full 8-deck shoe',
  },
  {
    id: 'lucky-keno',
    name: 'Lucky Keno',
    category: 'lotto',
    rtp: 95.52,
    defaultOption: '5',
    rtpByOption: {
      '1': 95,
      '2': 95.09,
      '3': 95.74,
      '4': 95.33,
      '5': 95.52,
      '6': 95.53,
      '7': 95.41,
      '8': 95.45,
      '9': 95.62,
      '10': 95.7,
    },
    volatility: 'high',
    minBet: 100n,
    maxBet: 100_000n,
    supportsDemo: true,
    rtpMethod: 'Exact hypergeometric sums over each paytable',
  },
  {
    id: 'ocean-hunter',
    name: 'Ocean Hunter',
    category: 'fishing',
    rtp: 96.5,
    volatility: 'medium',
    minBet: 10n,
    maxBet: 100_000n,
    supportsDemo: true,
    rtpMethod: 'Exact: capture probability × mean worth = 0.965 for every fish',
  },
];

const computed = new Map<string, number>();

/**
 * The exact theoretical RTP (a fraction, unrounded) of a game, for one option where options differ.
 * Each figure is computed once per process (the baccarat enumeration takes ~0.1 s).
 */
export function theoreticalRtp(gameId: string, option?: string): number {
  const key = `${gameId}:${option ?? ''}`;
  const cached = computed.get(key);
  if (cached !== undefined) return cached;
  const value = computeRtp(gameId, option);
  computed.set(key, value);
  return value;
}

function computeRtp(gameId: string, option?: string): number {
  switch (gameId) {
    case 'jade-fortune':
      return videoSlotTheory().rtp;
    case 'temple-ways':
      return megawaysRtp();
    case 'rocket-crash':
      return CRASH_RTP;
    case 'european-roulette':
      return 36 / 37;
    case 'punto-banco':
      return baccaratRtp(baccaratSide(option ?? 'banker'), coupProbabilities());
    case 'lucky-keno':
      return kenoRtp(kenoPicks(option ?? '5'));
    case 'ocean-hunter':
      return FISHING_RTP_PERMILLE / 1000;
    default:
      throw new RangeError(`Unknown game: ${gameId}`);
  }
}

function baccaratSide(option: string): 'player' | 'banker' | 'tie' {
  if (option === 'player' || option === 'banker' || option === 'tie') return option;
  throw new RangeError(`Unknown baccarat side: ${option}`);
}

function kenoPicks(option: string): number {
  const picks = Number(option);
  if (!Number.isInteger(picks) || picks < 1 || picks > MAX_PICKS)
    throw new RangeError(`Keno picks: ${option}`);
  return picks;
}
