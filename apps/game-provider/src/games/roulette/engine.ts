import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome, entry } from '../types';
import { coveredNumbers, POCKETS, type RouletteBet } from './bets';

const amount = z.bigint().positive();
const number = z.number().int();
const betSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('straight'), number, amount }),
  z.object({ type: z.literal('split'), numbers: z.tuple([number, number]), amount }),
  z.object({ type: z.literal('street'), row: number, amount }),
  z.object({ type: z.literal('trio'), numbers: z.tuple([number, number, number]), amount }),
  z.object({ type: z.literal('corner'), numbers: z.tuple([number, number, number, number]), amount }),
  z.object({ type: z.literal('line'), row: number, amount }),
  z.object({ type: z.literal('dozen'), dozen: number, amount }),
  z.object({ type: z.literal('column'), column: number, amount }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount }),
]);

export const rouletteOptions = z.object({ bets: z.array(betSchema).min(1).max(100) }).strict();
export type RouletteOptions = z.output<typeof rouletteOptions>;
export type PlacedBet = RouletteOptions['bets'][number];

export interface RouletteOutcome extends RoundOutcome {
  pocket: number;
  results: { bet: PlacedBet; covered: number[]; win: bigint }[];
}

const EVEN_MONEY: ReadonlySet<string> = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);

/**
 * The round's stake must equal the sum of the placed bets. Every win is exact (36 / n is an integer).
 * With `laPartage` (the French table's rule) an even-money bet returns half its stake when zero comes up,
 * so those bets return (18 × 2 + ½) / 37 = 98.65%; the others stay at 36/37.
 */
export function playRoulette(
  rng: Rng,
  bet: bigint,
  options: RouletteOptions,
  laPartage = false,
): RouletteOutcome {
  assertStake(bet);
  const staked = options.bets.reduce((sum, b) => sum + b.amount, 0n);
  if (staked !== bet) throw new RangeError(`Stake ${bet} differs from the placed bets ${staked}`);
  const covered = options.bets.map((b) => coveredNumbers(b as RouletteBet));
  const pocket = rng.int(POCKETS);
  const results = options.bets.map((placed, i) => {
    const numbers = entry(covered, i);
    const win = numbers.includes(pocket)
      ? (placed.amount * 36n) / BigInt(numbers.length)
      : laPartage && pocket === 0 && EVEN_MONEY.has(placed.type)
        ? placed.amount / 2n
        : 0n;
    return { bet: placed, covered: numbers, win };
  });
  return { bet, win: results.reduce((sum, r) => sum + r.win, 0n), pocket, results };
}

export function createRoulette(
  id: string,
  laPartage = false,
): GameEngine<typeof rouletteOptions, RouletteOutcome> {
  return {
    id,
    optionsSchema: rouletteOptions,
    play: (rng, bet, options) => playRoulette(rng, bet, options, laPartage),
  };
}

export const roulette = createRoulette('european-roulette');
