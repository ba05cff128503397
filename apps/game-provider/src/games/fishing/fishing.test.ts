import { describe, expect, it } from 'vitest';
import { scriptedRng } from '@casino/fairness/testing';
import {
  captureOdds,
  createFishing,
  FISH,
  FISHING_RTP_PERMILLE,
  playFishing,
  themedFish,
  type FishType,
} from './engine';

function fishById(id: string): FishType {
  const fish = FISH.find((f) => f.id === id);
  if (!fish) throw new Error(`no fish ${id}`);
  return fish;
}

describe('fishing odds', () => {
  it.each(FISH.map((f) => f.id))('%s: capture probability × mean worth = 96.5%%', (id) => {
    const fish = fishById(id);
    const { numerator, denominator } = captureOdds(fish);
    const weight = fish.worths.reduce((s, w) => s + w.weight, 0);
    const meanWorthTimesWeight = fish.worths.reduce((s, w) => s + w.multiplier * w.weight, 0);
    // (numerator / denominator) × (meanWorthTimesWeight / weight) = 965 / 1000, checked in integers.
    expect(numerator * meanWorthTimesWeight * 1000).toBe(FISHING_RTP_PERMILLE * denominator * weight);
    expect(numerator).toBeLessThan(denominator);
  });
});

describe('playFishing', () => {
  it('catches the fish when the ticket falls under the capture odds and pays its worth', () => {
    const turtle = captureOdds(fishById('turtle'));
    const caught = playFishing(scriptedRng([turtle.numerator - 1, 0]), 100n, { target: 'turtle' });
    expect(caught).toMatchObject({ caught: true, multiplier: 5, win: 500n });
    const missed = playFishing(scriptedRng([turtle.numerator]), 100n, { target: 'turtle' });
    expect(missed).toMatchObject({ caught: false, multiplier: 0, win: 0n });
  });

  it('draws the golden dragon worth from its weights', () => {
    const odds = captureOdds(fishById('golden-dragon'));
    const worthFor = (ticket: number) =>
      playFishing(scriptedRng([0, ticket]), 10n, { target: 'golden-dragon' }).multiplier;
    expect([0, 3, 4, 6, 7, 8, 9].map(worthFor)).toEqual([100, 100, 200, 200, 300, 300, 500]);
    // Mean worth (4 × 100 + 3 × 200 + 2 × 300 + 500) / 10 = 210.
    expect(odds.numerator / odds.denominator).toBeCloseTo(0.965 / 210, 12);
  });

  it('plays a themed game: its own targets, the standard worths, its own return', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'kraken'];
    const fish = themedFish(names);
    expect(fish.map((f) => f.worths)).toEqual(FISH.map((f) => f.worths));
    const game = createFishing('deep', { fish, rtpPermille: 970 });
    expect(game.optionsSchema.safeParse({ target: 'kraken' }).success).toBe(true);
    expect(game.optionsSchema.safeParse({ target: 'clownfish' }).success).toBe(false);
    const c = captureOdds(fish[2] as FishType, 970);
    expect((c.numerator / c.denominator) * 5).toBeCloseTo(0.97, 12);
    const caught = game.play(scriptedRng([c.numerator - 1, 0]), 100n, { target: 'c' });
    expect(caught).toMatchObject({ caught: true, win: 500n });
    expect(() => themedFish(['one'])).toThrow(RangeError);
  });
});
