import { describe, expect, it } from 'vitest';
import { createCryptoRng } from '@casino/fairness';
import { REFERENCE_ENGINES, REFERENCE_GAMES, REFERENCE_PROVIDERS } from '@casino/contracts';
import { CATALOGUE, theoreticalRtp } from './catalogue';
import { GAME_ENGINES } from './registry';
import { scenarioFor, simulate } from './simulation';
import { THEMES } from './themes';
import { VARIANTS } from './variants';

const ORIGINALS = [
  ['jade-fortune', 'Jade Fortune'],
  ['temple-ways', 'Temple Ways'],
  ['ocean-hunter', 'Ocean Hunter'],
  ['lucky-keno', 'Lucky Keno'],
  ['rocket-crash', 'Rocket'],
  ['european-roulette', 'European Roulette'],
  ['punto-banco', 'Punto Banco Baccarat'],
];

describe('catalogue', () => {
  it('has at least 60 titles over the seven engines, one engine each, the first seven unchanged', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CATALOGUE.map((g) => g.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((g) => g.name)).size).toBe(CATALOGUE.length);
    expect(GAME_ENGINES.map((e) => e.id)).toEqual(CATALOGUE.map((g) => g.id));
    expect(new Set(CATALOGUE.map((g) => g.engine))).toEqual(new Set(REFERENCE_ENGINES));
    expect(CATALOGUE.slice(0, 7).map((g) => [g.id, g.name])).toEqual(ORIGINALS);
    expect(new Set(CATALOGUE.map((g) => g.category))).toEqual(
      new Set(['slots', 'megaways', 'crash', 'table', 'lotto', 'fishing', 'live-casino']),
    );
  });

  it('gives every title a theme of its own, a known provider, and home rows of 6 to 12 games', () => {
    expect(Object.keys(THEMES).sort()).toEqual(CATALOGUE.map((g) => g.id).sort());
    const looks = CATALOGUE.map(
      (g) => `${g.theme.scene}/${g.theme.motif}/${g.theme.hue}/${g.theme.accentHue}`,
    );
    expect(new Set(looks).size).toBe(CATALOGUE.length);
    const providers = new Set(REFERENCE_PROVIDERS.map((p) => p.code));
    expect(providers.size).toBeGreaterThanOrEqual(4);
    for (const game of REFERENCE_GAMES) expect(providers.has(game.provider)).toBe(true);
    for (const provider of providers)
      expect(REFERENCE_GAMES.filter((g) => g.provider === provider).length).toBeGreaterThanOrEqual(5);
    for (const tag of ['popular', 'new', 'jackpots'] as const) {
      const count = REFERENCE_GAMES.filter((g) => g.tags.includes(tag)).length;
      expect(count, tag).toBeGreaterThanOrEqual(6);
      expect(count, tag).toBeLessThanOrEqual(12);
    }
  });

  it('differs between titles of one engine by configuration or theme, within the table limits', () => {
    for (const game of CATALOGUE) {
      expect(game.minBet).toBeLessThan(game.maxBet);
      expect(game.minBet).toBeGreaterThan(0n);
      if (game.engine === 'video-slot') expect([10, 20, 25]).toContain(game.lines);
      if (game.engine === 'fishing') expect(game.theme.creatures).toHaveLength(10);
    }
  });

  it.each(Object.values(VARIANTS).flatMap((variants) => Object.entries(variants)))(
    'the %s configuration states its exact RTP to two decimals',
    (_, variant) => {
      expect(variant.rtp).toBe(Math.round(variant.theory(variant.defaultOption) * 10_000) / 100);
      for (const [option, rtp] of Object.entries(variant.rtpByOption ?? {}))
        expect(rtp).toBe(Math.round(variant.theory(option) * 10_000) / 100);
      expect(variant.rtp).toBeGreaterThan(90);
      expect(variant.rtp).toBeLessThan(100);
    },
  );

  it.each(CATALOGUE.map((g) => [g.id, g] as const))('%s states its exact RTP to two decimals', (id, game) => {
    expect(game.rtp).toBe(Math.round(theoreticalRtp(id, game.defaultOption) * 10_000) / 100);
    for (const [option, rtp] of Object.entries(game.rtpByOption ?? {})) {
      expect(rtp).toBe(Math.round(theoreticalRtp(id, option) * 10_000) / 100);
    }
  });
});

/**
 * A short simulation per engine configuration lands within 4 standard errors (from the measured variance)
 * of the exact RTP. The bench runs 1,000,000 rounds against the 99% interval.
 */
const FIRST_OF_EACH_CONFIGURATION = CATALOGUE.filter(
  (game, i) => CATALOGUE.findIndex((g) => g.engine === game.engine && g.variant === game.variant) === i,
);

describe('simulated RTP', () => {
  it.each(FIRST_OF_EACH_CONFIGURATION.map((g) => [`${g.engine} ${g.variant} (${g.id})`, g] as const))(
    '%s lands near its exact RTP',
    (_, game) => {
      const scenario = scenarioFor(game);
      const stats = simulate(scenario, 60_000, createCryptoRng());
      expect(Math.abs(stats.rtp - scenario.expectedRtp())).toBeLessThan(4 * stats.standardError);
    },
  );
});
