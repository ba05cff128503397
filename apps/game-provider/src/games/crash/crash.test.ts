import { describe, expect, it } from 'vitest';
import { scriptedRng } from '@casino/fairness/testing';
import {
  crashOptions,
  crashPointHundredths,
  createCrash,
  MAX_MULTIPLIER_HUNDREDTHS,
  playCrash,
} from './engine';

describe('crash point', () => {
  it('follows floor(99 / (1 - u)) in hundredths, never below 1.00 and capped', () => {
    expect(crashPointHundredths(0)).toBe(100);
    expect(crashPointHundredths(0.5)).toBe(198);
    expect(crashPointHundredths(0.75)).toBe(396);
    expect(crashPointHundredths(1 - 2 ** -40)).toBe(MAX_MULTIPLIER_HUNDREDTHS);
  });

  it('keeps the 1% edge: P(crash ≥ x) = 0.99 / x over an even grid of u', () => {
    const n = 1_000_000;
    for (const target of [101, 150, 200, 1000, 10_000]) {
      let reached = 0;
      for (let i = 0; i < n; i += 1) if (crashPointHundredths((i + 0.5) / n) >= target) reached += 1;
      expect(reached / n).toBeCloseTo(99 / target, 5);
    }
    // The rest crash at 1.00×, where no target (at least 1.01×) can be reached.
    let instant = 0;
    for (let i = 0; i < n; i += 1) if (crashPointHundredths((i + 0.5) / n) === 100) instant += 1;
    expect(instant / n).toBeCloseTo(1 - 99 / 101, 5);
  });
});

describe('playCrash', () => {
  it('pays the auto cash-out target when the rocket reaches it', () => {
    const won = playCrash(scriptedRng([], [0.75]), 1_000n, { autoCashOut: 250 });
    expect(won).toMatchObject({ crashPoint: 396, cashedOut: true, win: 2_500n });
    const lost = playCrash(scriptedRng([], [0.5]), 1_000n, { autoCashOut: 250 });
    expect(lost).toMatchObject({ crashPoint: 198, cashedOut: false, win: 0n });
    const exact = playCrash(scriptedRng([], [0.5]), 1_000n, { autoCashOut: 198 });
    expect(exact).toMatchObject({ cashedOut: true, win: 1_980n });
  });

  it('refuses targets below 1.01×', () => {
    expect(crashOptions.safeParse({ autoCashOut: 100 }).success).toBe(false);
    expect(crashOptions.safeParse({ autoCashOut: 101 }).success).toBe(true);
  });

  it('draws a game of another house edge from the same stream', () => {
    expect(crashPointHundredths(0.5, 3)).toBe(194);
    const game = createCrash('edge-3', 3);
    expect(game.play(scriptedRng([], [0.5]), 1_000n, { autoCashOut: 194 })).toMatchObject({ win: 1_940n });
    expect(() => createCrash('free', 0)).toThrow(RangeError);
    const n = 100_000;
    let reached = 0;
    for (let i = 0; i < n; i += 1) if (crashPointHundredths((i + 0.5) / n, 3) >= 300) reached += 1;
    expect(reached / n).toBeCloseTo(0.97 / 3, 3);
  });
});
