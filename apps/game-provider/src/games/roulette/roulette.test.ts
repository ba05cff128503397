import { describe, expect, it } from 'vitest';
import { scriptedRng } from '@casino/fairness/testing';
import { coveredNumbers, RED_NUMBERS, type RouletteBet } from './bets';
import { createRoulette, playRoulette, rouletteOptions, type PlacedBet } from './engine';

const EXAMPLES: [RouletteBet, number[], number][] = [
  [{ type: 'straight', number: 17 }, [17], 36],
  [{ type: 'split', numbers: [17, 20] }, [17, 20], 18],
  [{ type: 'split', numbers: [0, 3] }, [0, 3], 18],
  [{ type: 'street', row: 6 }, [16, 17, 18], 12],
  [{ type: 'trio', numbers: [2, 0, 1] }, [0, 1, 2], 12],
  [{ type: 'corner', numbers: [17, 14, 13, 16] }, [13, 14, 16, 17], 9],
  [{ type: 'line', row: 5 }, [13, 14, 15, 16, 17, 18], 6],
  [{ type: 'dozen', dozen: 2 }, Array.from({ length: 12 }, (_, i) => 13 + i), 3],
  [{ type: 'column', column: 2 }, Array.from({ length: 12 }, (_, i) => 2 + 3 * i), 3],
];

describe('bet coverage', () => {
  it.each(EXAMPLES)('%j covers %j and returns %i× the stake', (bet, numbers, multiple) => {
    expect(coveredNumbers(bet)).toEqual(numbers);
    expect(36 / numbers.length).toBe(multiple);
  });

  it('has 18 red, 18 black and zero on neither', () => {
    expect(coveredNumbers({ type: 'red' })).toHaveLength(18);
    expect(coveredNumbers({ type: 'black' })).toHaveLength(18);
    expect(RED_NUMBERS.has(0)).toBe(false);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(coveredNumbers({ type })).toHaveLength(18);
      expect(coveredNumbers({ type })).not.toContain(0);
    }
  });

  it.each<RouletteBet>([
    { type: 'split', numbers: [3, 4] },
    { type: 'split', numbers: [1, 5] },
    { type: 'split', numbers: [0, 4] },
    { type: 'corner', numbers: [3, 4, 6, 7] },
    { type: 'corner', numbers: [34, 35, 37, 38] },
    { type: 'street', row: 13 },
    { type: 'line', row: 12 },
    { type: 'trio', numbers: [0, 1, 3] },
    { type: 'straight', number: 37 },
  ])('refuses the bet %j', (bet) => {
    expect(() => coveredNumbers(bet)).toThrow(RangeError);
  });
});

describe('playRoulette', () => {
  const bets = (list: Omit<PlacedBet, 'amount'>[], amount = 100n) =>
    rouletteOptions.parse({ bets: list.map((b) => ({ ...b, amount })) });

  it('pays each winning bet 36 / n times its stake, stake included', () => {
    const options = bets([
      ...EXAMPLES.map(([bet]) => bet),
      { type: 'black' },
      { type: 'odd' },
      { type: 'low' },
    ]);
    const outcome = playRoulette(scriptedRng([17]), 1_200n, options);
    expect(outcome.pocket).toBe(17);
    expect(outcome.results.map((r) => r.win)).toEqual([
      3600n,
      1800n,
      0n,
      1200n,
      0n,
      900n,
      600n,
      300n,
      300n,
      200n,
      200n,
      200n,
    ]);
    expect(outcome.win).toBe(9300n);
  });

  it('loses every outside bet on zero', () => {
    const options = bets([{ type: 'red' }, { type: 'black' }, { type: 'even' }, { type: 'low' }]);
    expect(playRoulette(scriptedRng([0]), 400n, options).win).toBe(0n);
  });

  it('returns 36/37 on every bet type over all 37 pockets', () => {
    for (const [bet] of EXAMPLES) {
      let returned = 0n;
      for (let pocket = 0; pocket < 37; pocket += 1)
        returned += playRoulette(scriptedRng([pocket]), 100n, bets([bet])).win;
      expect(returned).toBe(3600n);
    }
  });

  it('requires the stake to equal the placed bets', () => {
    expect(() => playRoulette(scriptedRng([1]), 150n, bets([{ type: 'red' }]))).toThrow(RangeError);
  });

  it('on a French table returns half of an even-money bet on zero, and 36.5/37 over all pockets', () => {
    const french = createRoulette('french', true);
    const play = (pocket: number, bet: RouletteBet) =>
      french.play(scriptedRng([pocket]), 100n, french.optionsSchema.parse(bets([bet]))).win;
    expect(play(0, { type: 'red' })).toBe(50n);
    expect(play(0, { type: 'low' })).toBe(50n);
    expect(play(0, { type: 'dozen', dozen: 1 })).toBe(0n);
    expect(play(0, { type: 'straight', number: 0 })).toBe(3600n);
    let returned = 0n;
    for (let pocket = 0; pocket < 37; pocket += 1) returned += play(pocket, { type: 'even' });
    expect(returned).toBe(3650n);
  });
});
