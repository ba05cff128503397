import type { Rng } from '@casino/fairness';
import { theoreticalRtp } from './catalogue';
import { findEngine } from './registry';
import { FISH } from './fishing/engine';
import type { GameEngine } from './types';
import { entry } from './types';

/**
 * A simulation scenario: which options and stake each simulated round uses, and the exact RTP those
 * choices should return. Scenarios cycle through options that share one RTP (every roulette bet type,
 * every fish) so one run exercises all of them.
 */
export interface Scenario {
  gameId: string;
  label: string;
  bet: bigint;
  /** Rounds cycle through options 0 .. optionCount - 1. */
  optionCount: number;
  optionsFor(index: number): unknown;
  expectedRtp(): number;
}

const ROULETTE_BETS = [
  { type: 'straight', number: 17 },
  { type: 'split', numbers: [0, 2] },
  { type: 'street', row: 5 },
  { type: 'trio', numbers: [0, 2, 3] },
  { type: 'corner', numbers: [1, 2, 4, 5] },
  { type: 'line', row: 7 },
  { type: 'dozen', dozen: 2 },
  { type: 'column', column: 3 },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'low' },
  { type: 'high' },
] as const;

const ROULETTE_STAKE = 1_000n;

export const SCENARIOS: readonly Scenario[] = [
  {
    gameId: 'jade-fortune',
    label: 'all 20 lines',
    bet: 2_000n,
    optionCount: 1,
    optionsFor: () => ({}),
    expectedRtp: () => theoreticalRtp('jade-fortune'),
  },
  {
    gameId: 'temple-ways',
    label: 'all ways',
    bet: 10_000n,
    optionCount: 1,
    optionsFor: () => ({}),
    expectedRtp: () => theoreticalRtp('temple-ways'),
  },
  {
    gameId: 'rocket-crash',
    label: 'auto cash-out 2.00×',
    bet: 10_000n,
    optionCount: 1,
    optionsFor: () => ({ autoCashOut: 200 }),
    expectedRtp: () => theoreticalRtp('rocket-crash'),
  },
  {
    gameId: 'european-roulette',
    label: 'each bet type in turn',
    bet: ROULETTE_STAKE,
    optionCount: ROULETTE_BETS.length,
    optionsFor: (index) => ({ bets: [{ ...ROULETTE_BETS[index], amount: ROULETTE_STAKE }] }),
    expectedRtp: () => theoreticalRtp('european-roulette'),
  },
  {
    gameId: 'punto-banco',
    label: 'banker',
    bet: 2_000n,
    optionCount: 1,
    optionsFor: () => ({ side: 'banker' }),
    expectedRtp: () => theoreticalRtp('punto-banco', 'banker'),
  },
  {
    gameId: 'lucky-keno',
    label: '5 picks',
    bet: 10_000n,
    optionCount: 1,
    optionsFor: () => ({ picks: [3, 14, 27, 41, 68] }),
    expectedRtp: () => theoreticalRtp('lucky-keno', '5'),
  },
  {
    gameId: 'ocean-hunter',
    label: 'each fish in turn',
    bet: 1_000n,
    optionCount: FISH.length,
    optionsFor: (index) => ({ target: entry(FISH, index).id }),
    expectedRtp: () => theoreticalRtp('ocean-hunter'),
  },
];

export interface SimulationStats {
  rounds: number;
  /** Measured return per unit staked. */
  rtp: number;
  standardDeviation: number;
  standardError: number;
  seconds: number;
}

/** Plays `rounds` rounds and measures the return with Welford's running variance. */
export function simulate(scenario: Scenario, rounds: number, rng: Rng): SimulationStats {
  const engine: GameEngine | undefined = findEngine(scenario.gameId);
  if (!engine) throw new RangeError(`Unknown game: ${scenario.gameId}`);
  const stake = Number(scenario.bet);
  // Options are parsed once each, as the live server parses each request once.
  const options = Array.from({ length: scenario.optionCount }, (_, i) =>
    engine.optionsSchema.parse(scenario.optionsFor(i)),
  );
  let mean = 0;
  let squares = 0;
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const ratio = Number(engine.play(rng, scenario.bet, options[i % options.length]).win) / stake;
    const delta = ratio - mean;
    mean += delta / (i + 1);
    squares += delta * (ratio - mean);
  }
  const seconds = (performance.now() - started) / 1000;
  const standardDeviation = Math.sqrt(squares / Math.max(1, rounds - 1));
  return {
    rounds,
    rtp: mean,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
    seconds,
  };
}
