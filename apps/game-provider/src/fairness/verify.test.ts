import { describe, expect, it } from 'vitest';
import { findEngine } from '../games/registry';
import { TITLE_SCENARIOS } from '../games/simulation';
import { nextRound, openSeedSession, rotateSeed } from '@casino/fairness';
import { verifyRound } from './verify';

describe('verifyRound', () => {
  it.each(TITLE_SCENARIOS.map((s) => [s.gameId, s] as const))(
    'replays a settled %s round exactly',
    (_, scenario) => {
      const engine = findEngine(scenario.gameId);
      if (!engine) throw new Error(`missing engine ${scenario.gameId}`);
      const options = scenario.optionsFor(0);
      let state = openSeedSession('verify-me');
      const settled = [];
      for (let i = 0; i < 5; i += 1) {
        const round = nextRound(state);
        state = round.state;
        settled.push({
          nonce: round.nonce,
          outcome: engine.play(round.rng, scenario.bet, engine.optionsSchema.parse(options)),
        });
      }
      const { revealed } = rotateSeed(state);
      for (const { nonce, outcome } of settled) {
        const replay = verifyRound(
          revealed.serverSeed,
          revealed.clientSeed,
          nonce,
          scenario.gameId,
          scenario.bet,
          options,
        );
        expect(replay.outcome).toEqual(outcome);
        expect(replay.serverSeedHash).toBe(revealed.serverSeedHash);
      }
    },
  );

  it('refuses an unknown game and invalid options', () => {
    const seed = openSeedSession('x').serverSeed;
    expect(() => verifyRound(seed, 'x', 0, 'no-such-game', 100n)).toThrow(RangeError);
    expect(() => verifyRound(seed, 'x', 0, 'rocket-crash', 100n, { autoCashOut: 100 })).toThrow();
  });
});
