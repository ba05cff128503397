import { describe, expect, it } from 'vitest';
import { scriptedRng } from '@casino/fairness/testing';
import { MEGAWAYS_SYMBOLS, MEGAWAYS_WILD, REEL_WEIGHTS } from './config';
import { evaluateWays, playMegaways } from './engine';
import { megawaysRtp } from './theory';

const sym = (name: (typeof MEGAWAYS_SYMBOLS)[number]): number => MEGAWAYS_SYMBOLS.indexOf(name);
const [dragon, A, K, Q, J] = [sym('dragon'), sym('A'), sym('K'), sym('Q'), sym('J')];
const W = MEGAWAYS_WILD;

describe('evaluateWays', () => {
  it('multiplies the matching positions of consecutive reels from the left', () => {
    const reels = [
      [dragon, A],
      [dragon, W, K],
      [dragon, dragon],
      [Q, Q],
      [J, J],
      [K, K],
    ];
    // dragon: 1 × 2 (dragon + wild) × 2 = 4 ways over 3 reels at 50 hundredths each.
    // A: 1 × 1 (the wild) then no A on reel 3, so no win.
    expect(evaluateWays(reels)).toEqual([{ symbol: dragon, reels: 3, ways: 4, pays: 200 }]);
  });

  it('pays a full six-reel run', () => {
    const reels = [[K], [K, K], [W], [K], [K, Q], [K, K, K]];
    expect(evaluateWays(reels)).toEqual([{ symbol: K, reels: 6, ways: 6, pays: 100 * 6 }]);
  });

  it('keeps the wild off the first and last reels', () => {
    expect(REEL_WEIGHTS[0]?.[W]).toBe(0);
    expect(REEL_WEIGHTS[5]?.[W]).toBe(0);
  });
});

describe('playMegaways', () => {
  it('draws a height of 2 to 7 per reel and counts ways as their product', () => {
    // Heights 2..7 (offset 0..5), every symbol the first weighted entry that the ticket falls into.
    const script: number[] = [];
    [0, 1, 2, 3, 4, 5].forEach((offset) => {
      script.push(offset);
      for (let i = 0; i < offset + 2; i += 1) script.push(0);
    });
    const outcome = playMegaways(scriptedRng(script), 10_000n);
    expect(outcome.reels.map((r) => r.length)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(outcome.ways).toBe(2 * 3 * 4 * 5 * 6 * 7);
    // Ticket 0 is the first symbol with weight: dragon on reels 1 and 6, the wild on reels 2-5.
    expect(outcome.reels[0]).toEqual([dragon, dragon]);
    expect(outcome.reels[1]).toEqual([W, W, W]);
    expect(outcome.wins).toEqual([{ symbol: dragon, reels: 6, ways: 5040, pays: 1000 * 5040 }]);
    expect(outcome.win).toBe((10_000n * 1000n * 5040n) / 100n);
  });

  it('states a 96.30% RTP', () => {
    expect(megawaysRtp()).toBeCloseTo(0.963007, 6);
  });
});
