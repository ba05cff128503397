import type { z } from 'zod';
import type { Rng } from '@casino/fairness';

/**
 * A game engine is pure: given an Rng, a stake and validated options it returns the whole outcome of one
 * round. No I/O, no clock, no state, so the same call replays any round during verification.
 *
 * Amounts are bigint minor units of the player's currency. A win is always floored to a whole minor
 * unit, so stakes that divide evenly (see each game) pay exactly the stated multiple.
 */
export interface RoundOutcome {
  bet: bigint;
  win: bigint;
}

export interface GameEngine<
  Schema extends z.ZodType = z.ZodType,
  Outcome extends RoundOutcome = RoundOutcome,
> {
  id: string;
  optionsSchema: Schema;
  play(rng: Rng, bet: bigint, options: z.output<Schema>): Outcome;
}

export function assertStake(bet: bigint): void {
  if (typeof bet !== 'bigint' || bet <= 0n)
    throw new RangeError('Stake must be a positive bigint of minor units');
}

/** Reads a table entry that the game's own invariants guarantee; a miss would be a bug, so it throws. */
export function entry<T>(table: readonly T[] | Readonly<Record<number, T>>, index: number): T {
  const value = (table as Readonly<Record<number, T>>)[index];
  if (value === undefined) throw new RangeError(`No table entry at ${index}`);
  return value;
}
