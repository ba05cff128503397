import type { Rng } from '@casino/fairness';
import { CATALOGUE, findTitle, theoreticalRtp, type CatalogueEntry } from './catalogue';
import { findEngine } from './registry';
import type { GameEngine } from './types';
import { entry as at } from './types';

/**
 * A simulation scenario: which options and stake each simulated round uses, and the exact RTP those
 * choices should return. Scenarios cycle through options that share one RTP (every roulette bet type,
 * every target) so one run exercises all of them.
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
const EVEN_MONEY_BETS = ROULETTE_BETS.filter((bet) =>
  ['red', 'black', 'odd', 'even', 'low', 'high'].includes(bet.type),
);

/**
 * The scenario of one title: every bet type in turn (a French table's even chances, which return more,
 * on their own), every target in turn, the default keno picks and baccarat side, a 2.00× cash-out.
 */
export function scenarioFor(entry: CatalogueEntry): Scenario {
  const gameId = entry.id;
  const rtp = (option?: string) => () => theoreticalRtp(gameId, option);
  switch (entry.engine) {
    case 'video-slot': {
      const lines = entry.lines ?? 20;
      return {
        gameId,
        label: `all ${lines} lines`,
        bet: 100n * BigInt(lines),
        optionCount: 1,
        optionsFor: () => ({}),
        expectedRtp: rtp(),
      };
    }
    case 'megaways':
      return {
        gameId,
        label: 'all ways',
        bet: 10_000n,
        optionCount: 1,
        optionsFor: () => ({}),
        expectedRtp: rtp(),
      };
    case 'crash':
      return {
        gameId,
        label: 'auto cash-out 2.00×',
        bet: 10_000n,
        optionCount: 1,
        optionsFor: () => ({ autoCashOut: 200 }),
        expectedRtp: rtp(),
      };
    case 'roulette': {
      const bets = entry.rtpByOption ? EVEN_MONEY_BETS : ROULETTE_BETS;
      return {
        gameId,
        label: entry.rtpByOption ? 'each even chance in turn' : 'each bet type in turn',
        bet: ROULETTE_STAKE,
        optionCount: bets.length,
        optionsFor: (index) => ({ bets: [{ ...bets[index], amount: ROULETTE_STAKE }] }),
        expectedRtp: rtp(entry.defaultOption),
      };
    }
    case 'baccarat':
      return {
        gameId,
        label: 'banker',
        bet: 2_000n,
        optionCount: 1,
        optionsFor: () => ({ side: 'banker' }),
        expectedRtp: rtp('banker'),
      };
    case 'keno': {
      const picks = [3, 14, 27, 41, 68].slice(0, entry.maxPicks ?? 5);
      return {
        gameId,
        label: `${picks.length} picks`,
        bet: 10_000n,
        optionCount: 1,
        optionsFor: () => ({ picks }),
        expectedRtp: rtp(String(picks.length)),
      };
    }
    case 'fishing': {
      const targets = entry.theme.creatures ?? [];
      return {
        gameId,
        label: 'each target in turn',
        bet: 1_000n,
        optionCount: targets.length,
        optionsFor: (index) => ({ target: at(targets, index) }),
        expectedRtp: rtp(),
      };
    }
  }
}

/** One scenario per first title of an engine: the seven games the provider started with. */
export const SCENARIOS: readonly Scenario[] = [
  'jade-fortune',
  'temple-ways',
  'rocket-crash',
  'european-roulette',
  'punto-banco',
  'lucky-keno',
  'ocean-hunter',
].map((id) => {
  const title = findTitle(id);
  if (!title) throw new RangeError(`Unknown game: ${id}`);
  return scenarioFor(title);
});

/** One scenario per title. */
export const TITLE_SCENARIOS: readonly Scenario[] = CATALOGUE.map(scenarioFor);

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
