import { describe, expect, it } from 'vitest';
import { GAME_CATEGORY_CODES, GAME_TAG_CODES } from './games';
import { REFERENCE_ENGINES, REFERENCE_GAMES, REFERENCE_PROVIDERS } from './games-reference';

describe('reference games', () => {
  it('keeps the seven first titles first, by code and name', () => {
    expect(REFERENCE_GAMES.slice(0, 7).map((g) => [g.code, g.name])).toEqual([
      ['jade-fortune', 'Jade Fortune'],
      ['temple-ways', 'Temple Ways'],
      ['ocean-hunter', 'Ocean Hunter'],
      ['lucky-keno', 'Lucky Keno'],
      ['rocket-crash', 'Rocket'],
      ['european-roulette', 'European Roulette'],
      ['punto-banco', 'Punto Banco Baccarat'],
    ]);
  });

  it('lists at least 60 distinct titles over every engine, known providers, categories and tags', () => {
    expect(REFERENCE_GAMES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REFERENCE_GAMES.map((g) => g.code)).size).toBe(REFERENCE_GAMES.length);
    expect(new Set(REFERENCE_GAMES.map((g) => g.name.toLowerCase())).size).toBe(REFERENCE_GAMES.length);
    expect(new Set(REFERENCE_GAMES.map((g) => g.engine))).toEqual(new Set(REFERENCE_ENGINES));
    const providers = new Set(REFERENCE_PROVIDERS.map((p) => p.code));
    for (const game of REFERENCE_GAMES) {
      expect(game.code).toMatch(/^[a-z0-9-]+$/);
      expect(providers.has(game.provider), game.code).toBe(true);
      expect(GAME_CATEGORY_CODES).toContain(game.category);
      for (const tag of game.tags) expect(GAME_TAG_CODES).toContain(tag);
      expect(game.bet[0]).toBeGreaterThan(0);
      expect(game.bet[0]).toBeLessThan(game.bet[1]);
    }
  });

  it('names no title after another, so a search for one finds only it', () => {
    // The lobby's search matches names by substring: e2e specs search "jade", "rocket", "European Roulette".
    for (const game of REFERENCE_GAMES) {
      const within = REFERENCE_GAMES.filter(
        (other) => other !== game && other.name.toLowerCase().includes(game.name.toLowerCase()),
      );
      expect(
        within.map((g) => g.code),
        game.code,
      ).toEqual([]);
    }
    expect(REFERENCE_GAMES.filter((g) => /jade/i.test(g.name)).map((g) => g.code)).toEqual(['jade-fortune']);
    expect(REFERENCE_GAMES.filter((g) => /rocket/i.test(g.name)).map((g) => g.code)).toEqual([
      'rocket-crash',
    ]);
  });
});
