import { REFERENCE_GAMES } from '@casino/contracts';
import type { GameCategoryCode, ReferenceEngine } from '@casino/contracts';
import type { GameEngine } from './types';
import { VARIANTS, type EngineKind, type Variant, type Volatility } from './variants';
import { themeOf, type Theme } from './themes';

export type { EngineKind, Volatility } from './variants';
export type GameCategory = GameCategoryCode;

export interface CatalogueEntry {
  id: string;
  name: string;
  category: GameCategory;
  /** The engine that plays the title, the configuration it runs and the look it shows. */
  engine: EngineKind;
  variant: string;
  theme: Theme;
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
  /** Keno: how many numbers the player may pick. */
  maxPicks?: number;
  /** Video slots: the paylines played (the stake is spread over them). */
  lines?: number;
}

export function variantOf(engine: ReferenceEngine, variant: string): Variant {
  const found = VARIANTS[engine][variant];
  if (!found) throw new RangeError(`Unknown ${engine} configuration: ${variant}`);
  return found;
}

/**
 * The provider's titles, built from the one title list the platform also seeds (REFERENCE_GAMES): each
 * runs one engine configuration (variants.ts), whose stated RTP catalogue.test.ts recomputes exactly.
 */
export const CATALOGUE: readonly CatalogueEntry[] = REFERENCE_GAMES.map((game) => {
  const variant = variantOf(game.engine, game.variant);
  return {
    id: game.code,
    name: game.name,
    category: game.category,
    engine: game.engine,
    variant: game.variant,
    theme: themeOf(game.code),
    rtp: variant.rtp,
    ...(variant.defaultOption ? { defaultOption: variant.defaultOption } : {}),
    ...(variant.rtpByOption ? { rtpByOption: variant.rtpByOption } : {}),
    volatility: variant.volatility,
    minBet: BigInt(game.bet[0]),
    maxBet: BigInt(game.bet[1]),
    supportsDemo: game.is_demo,
    rtpMethod: variant.rtpMethod,
    ...(variant.maxPicks ? { maxPicks: variant.maxPicks } : {}),
    ...(variant.lines ? { lines: variant.lines } : {}),
  };
});

const BY_ID = new Map(CATALOGUE.map((entry) => [entry.id, entry]));

export function findTitle(gameId: string): CatalogueEntry | undefined {
  return BY_ID.get(gameId);
}

/** The engine of one title: its engine configuration, its theme's fishing targets. */
export function buildEngine(entry: CatalogueEntry): GameEngine {
  return variantOf(entry.engine, entry.variant).build(entry.id, entry.theme.creatures);
}

const computed = new Map<string, number>();

/**
 * The exact theoretical RTP (a fraction, unrounded) of a title, for one option where options differ.
 * Each figure is computed once per configuration and process (the baccarat enumeration takes ~0.1 s).
 */
export function theoreticalRtp(gameId: string, option?: string): number {
  const entry = findTitle(gameId);
  if (!entry) throw new RangeError(`Unknown game: ${gameId}`);
  const key = `${entry.engine}:${entry.variant}:${option ?? ''}`;
  const cached = computed.get(key);
  if (cached !== undefined) return cached;
  const value = variantOf(entry.engine, entry.variant).theory(option ?? entry.defaultOption);
  computed.set(key, value);
  return value;
}
