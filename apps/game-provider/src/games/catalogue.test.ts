import { describe, expect, it } from 'vitest';
import { createCryptoRng } from '@casino/fairness';
import { CATALOGUE, theoreticalRtp } from './catalogue';
import { GAME_ENGINES } from './registry';
import { SCENARIOS, simulate } from './simulation';

describe('catalogue', () => {
  it('lists every engine once', () => {
    expect(CATALOGUE.map((g) => g.id).sort()).toEqual(GAME_ENGINES.map((e) => e.id).sort());
    expect(new Set(CATALOGUE.map((g) => g.category))).toEqual(
      new Set(['slots', 'megaways', 'crash', 'table', 'lotto', 'fishing']),
    );
  });

  it.each(CATALOGUE.map((g) => [g.id, g] as const))('%s states its exact RTP to two decimals', (id, game) => {
    expect(game.rtp).toBe(Math.round(theoreticalRtp(id, game.defaultOption) * 10_000) / 100);
    for (const [option, rtp] of Object.entries(game.rtpByOption ?? {})) {
      expect(rtp).toBe(Math.round(theoreticalRtp(id, option) * 10_000) / 100);
    }
    expect(game.minBet).toBeLessThan(game.maxBet);
  });
});

/**
 * A short simulation per game lands within 4 standard errors (from the measured variance) of the exact
 * RTP. The bench runs 1,000,000 rounds against the 99% interval.
 */
describe('simulated RTP', () => {
  it.each(SCENARIOS.map((s) => [s.gameId, s] as const))('%s lands near its exact RTP', (_, scenario) => {
    const stats = simulate(scenario, 60_000, createCryptoRng());
    expect(Math.abs(stats.rtp - scenario.expectedRtp())).toBeLessThan(4 * stats.standardError);
  });
});
