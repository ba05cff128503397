import { describe, expect, it } from 'vitest';
import { createCryptoRng } from '@casino/fairness';
import { createKeno, drawDistinct, kenoOptions, playKeno } from './engine';
import { hitProbability, kenoRtp, MAX_PICKS, PAYTABLE } from './paytable';
import { entry } from '../types';

describe('keno draw', () => {
  it('draws 20 distinct numbers from 1 to 80', () => {
    const rng = createCryptoRng();
    for (let i = 0; i < 200; i += 1) {
      const drawn = drawDistinct(rng, 80, 20);
      expect(new Set(drawn).size).toBe(20);
      expect(Math.min(...drawn)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...drawn)).toBeLessThanOrEqual(80);
    }
  });

  it('pays the paytable entry for the number of hits', () => {
    const rng = createCryptoRng();
    for (let i = 0; i < 200; i += 1) {
      const picks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].slice(0, 1 + (i % 10));
      const outcome = playKeno(rng, 10_000n, { picks });
      expect(outcome.hits).toEqual(picks.filter((n) => outcome.drawn.includes(n)));
      expect(outcome.win).toBe(BigInt(entry(entry(PAYTABLE, picks.length), outcome.hits.length)) * 100n);
    }
  });

  it('accepts 1 to 10 distinct picks from 1 to 80', () => {
    expect(kenoOptions.safeParse({ picks: [] }).success).toBe(false);
    expect(kenoOptions.safeParse({ picks: [5, 5] }).success).toBe(false);
    expect(kenoOptions.safeParse({ picks: [81] }).success).toBe(false);
    expect(kenoOptions.safeParse({ picks: Array.from({ length: 11 }, (_, i) => i + 1) }).success).toBe(false);
    expect(kenoOptions.safeParse({ picks: [1, 80] }).success).toBe(true);
  });
});

describe('keno paytable', () => {
  it('has one entry per possible hit count and hypergeometric odds that sum to 1', () => {
    for (let picks = 1; picks <= MAX_PICKS; picks += 1) {
      expect(PAYTABLE[picks]).toHaveLength(picks + 1);
      const total = Array.from({ length: picks + 1 }, (_, hits) => hitProbability(picks, hits)).reduce(
        (a, b) => a + b,
      );
      expect(total).toBeCloseTo(1, 12);
    }
    // Pick 1: a quarter of the numbers are drawn.
    expect(hitProbability(1, 1)).toBeCloseTo(0.25, 12);
  });

  it('returns between 95% and 96% for every number of picks', () => {
    for (let picks = 1; picks <= MAX_PICKS; picks += 1) {
      expect(kenoRtp(picks)).toBeGreaterThanOrEqual(0.95);
      expect(kenoRtp(picks)).toBeLessThan(0.96);
    }
  });

  it('takes at most five picks in quick keno', () => {
    const quick = createKeno('quick', 5);
    expect(quick.optionsSchema.safeParse({ picks: [1, 2, 3, 4, 5] }).success).toBe(true);
    expect(quick.optionsSchema.safeParse({ picks: [1, 2, 3, 4, 5, 6] }).success).toBe(false);
    expect(() => createKeno('none', 11)).toThrow(RangeError);
  });
});
