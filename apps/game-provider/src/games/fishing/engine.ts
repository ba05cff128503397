import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome } from '../types';

/**
 * "Ocean Hunter": each round is one shot at a chosen fish. A fish worth m× the shot is caught with
 * probability RTP / m, so every shot returns exactly RTP whatever the target: small fish are caught often,
 * the golden dragon rarely. The dragon's worth is itself random (100-500×); its capture probability uses
 * the mean worth, so the product is still the RTP. Probabilities are integer ratios, drawn exactly.
 */
export const FISHING_RTP_PERMILLE = 965;

export interface FishType {
  id: string;
  /** Possible worths in multiples of the shot, with weights. */
  worths: readonly { multiplier: number; weight: number }[];
}

export const FISH: readonly FishType[] = [
  { id: 'clownfish', worths: [{ multiplier: 2, weight: 1 }] },
  { id: 'pufferfish', worths: [{ multiplier: 3, weight: 1 }] },
  { id: 'turtle', worths: [{ multiplier: 5, weight: 1 }] },
  { id: 'lionfish', worths: [{ multiplier: 8, weight: 1 }] },
  { id: 'octopus', worths: [{ multiplier: 10, weight: 1 }] },
  { id: 'stingray', worths: [{ multiplier: 20, weight: 1 }] },
  { id: 'swordfish', worths: [{ multiplier: 30, weight: 1 }] },
  { id: 'shark', worths: [{ multiplier: 50, weight: 1 }] },
  { id: 'whale', worths: [{ multiplier: 100, weight: 1 }] },
  {
    id: 'golden-dragon',
    worths: [
      { multiplier: 100, weight: 4 },
      { multiplier: 200, weight: 3 },
      { multiplier: 300, weight: 2 },
      { multiplier: 500, weight: 1 },
    ],
  },
];

/** Capture probability as numerator / denominator: RTP / E[worth]. */
export function captureOdds(
  fish: FishType,
  rtpPermille = FISHING_RTP_PERMILLE,
): { numerator: number; denominator: number } {
  const weight = fish.worths.reduce((sum, w) => sum + w.weight, 0);
  const worthTimesWeight = fish.worths.reduce((sum, w) => sum + w.multiplier * w.weight, 0);
  // P = (rtp / 1000) / (worthTimesWeight / weight)
  return { numerator: rtpPermille * weight, denominator: 1000 * worthTimesWeight };
}

/** One fishing game: its targets (their worths) and the return of every shot, in permille. */
export interface FishingConfig {
  fish: readonly FishType[];
  rtpPermille: number;
}

export const DEFAULT_FISHING: FishingConfig = { fish: FISH, rtpPermille: FISHING_RTP_PERMILLE };

const targetsOf = (fish: readonly FishType[]) =>
  z.object({ target: z.enum(fish.map((f) => f.id) as [string, ...string[]]) }).strict();
export const fishingOptions = targetsOf(FISH);
export type FishingOptions = z.output<typeof fishingOptions>;

/**
 * The ten standard worths (2× to a 100-500× boss) under a theme's own names: `names` lists ten ids,
 * smallest worth first.
 */
export function themedFish(names: readonly string[]): FishType[] {
  if (names.length !== FISH.length) throw new RangeError(`A fishing theme names ${FISH.length} targets`);
  return FISH.map((fish, i) => ({ id: names[i] ?? fish.id, worths: fish.worths }));
}

export interface FishingOutcome extends RoundOutcome {
  target: string;
  caught: boolean;
  multiplier: number;
}

export function playFishing(
  rng: Rng,
  bet: bigint,
  options: FishingOptions,
  config: FishingConfig = DEFAULT_FISHING,
): FishingOutcome {
  assertStake(bet);
  const fish = config.fish.find((f) => f.id === options.target);
  if (!fish) throw new RangeError(`Unknown fish: ${options.target}`);
  const { numerator, denominator } = captureOdds(fish, config.rtpPermille);
  const caught = rng.int(denominator) < numerator;
  if (!caught) return { bet, win: 0n, target: fish.id, caught, multiplier: 0 };
  const totalWeight = fish.worths.reduce((sum, w) => sum + w.weight, 0);
  let ticket = rng.int(totalWeight);
  const worth = fish.worths.find((w) => (ticket -= w.weight) < 0);
  if (!worth) throw new RangeError('Worth ticket outside the weights');
  return { bet, win: bet * BigInt(worth.multiplier), target: fish.id, caught, multiplier: worth.multiplier };
}

export function createFishing(
  id: string,
  config: FishingConfig = DEFAULT_FISHING,
): GameEngine<typeof fishingOptions, FishingOutcome> {
  return {
    id,
    optionsSchema: targetsOf(config.fish),
    play: (rng, bet, options) => playFishing(rng, bet, options, config),
  };
}

export const fishing = createFishing('ocean-hunter');
