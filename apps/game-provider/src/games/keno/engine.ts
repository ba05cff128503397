import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import { KENO_DRAWN, KENO_NUMBERS, MAX_PICKS, PAYTABLE } from './paytable';

/** The options of a keno game taking 1 to `maxPicks` numbers. */
export const kenoOptionsFor = (maxPicks: number) =>
  z
    .object({
      picks: z
        .array(z.number().int().min(1).max(KENO_NUMBERS))
        .min(1)
        .max(maxPicks)
        .refine((picks) => new Set(picks).size === picks.length, 'Picks must be distinct'),
    })
    .strict();
export const kenoOptions = kenoOptionsFor(MAX_PICKS);
export type KenoOptions = z.output<typeof kenoOptions>;

export interface KenoOutcome extends RoundOutcome {
  drawn: number[];
  hits: number[];
  /** Stake-inclusive return in hundredths of the stake. */
  pays: number;
}

/** Draws `count` distinct numbers from 1..total in draw order (a lazy Fisher-Yates). */
export function drawDistinct(rng: Rng, total: number, count: number): number[] {
  const swapped = new Map<number, number>();
  const drawn: number[] = [];
  for (let position = 0; position < count; position += 1) {
    const pick = position + rng.int(total - position);
    drawn.push((swapped.get(pick) ?? pick) + 1);
    swapped.set(pick, swapped.get(position) ?? position);
  }
  return drawn;
}

/** Stakes divisible by 100 pay exactly. */
export function playKeno(rng: Rng, bet: bigint, options: KenoOptions): KenoOutcome {
  assertStake(bet);
  const drawn = drawDistinct(rng, KENO_NUMBERS, KENO_DRAWN);
  const drawnSet = new Set(drawn);
  const hits = options.picks.filter((n) => drawnSet.has(n));
  const pays = entry(entry(PAYTABLE, options.picks.length), hits.length);
  return { bet, win: (bet * BigInt(pays)) / 100n, drawn, hits, pays };
}

/** A keno game on the one paytable, taking up to `maxPicks` numbers (1-10). */
export function createKeno(id: string, maxPicks = MAX_PICKS): GameEngine<typeof kenoOptions, KenoOutcome> {
  if (!Number.isInteger(maxPicks) || maxPicks < 1 || maxPicks > MAX_PICKS)
    throw new RangeError(`Keno takes 1 to ${MAX_PICKS} picks`);
  return { id, optionsSchema: kenoOptionsFor(maxPicks), play: playKeno };
}

export const keno = createKeno('lucky-keno');
