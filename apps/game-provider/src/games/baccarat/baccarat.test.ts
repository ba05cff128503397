import { describe, expect, it } from 'vitest';
import { createCryptoRng, createFairRng } from '@casino/fairness';
import { scriptedRng } from '@casino/fairness/testing';
import { cardOf, createBaccarat, playBaccarat, RETURN_HUNDREDTHS, shoeDealer, SHOE_SIZE } from './engine';
import { bankerDraws, dealCoup } from './rules';
import { baccaratRtp, coupProbabilities } from './theory';

describe('banker drawing rule', () => {
  // Rows: banker total 0-7; columns: no player third card, then player third card 0-9. D = draw.
  const TABLE = [
    '0: D DDDDDDDDDD',
    '1: D DDDDDDDDDD',
    '2: D DDDDDDDDDD',
    '3: D DDDDDDDDSD',
    '4: D SSDDDDDDSS',
    '5: D SSSSDDDDSS',
    '6: S SSSSSSDDSS',
    '7: S SSSSSSSSSS',
  ];
  it.each(TABLE)('follows the table: %s', (row) => {
    const [total, cells] = row.split(': ') as [string, string];
    const [stood, ...withThird] = cells.replace(' ', '').split('');
    expect(bankerDraws(Number(total), null)).toBe(stood === 'D');
    withThird.forEach((cell, third) => expect(bankerDraws(Number(total), third)).toBe(cell === 'D'));
  });
});

describe('dealCoup', () => {
  const deal = (values: number[]) => {
    const queue = [...values];
    return dealCoup(() => {
      const value = queue.shift();
      if (value === undefined) throw new Error('ran out of cards');
      return value;
    });
  };
  it('stands on naturals', () => {
    expect(deal([4, 0, 4, 5])).toMatchObject({ player: [4, 4], banker: [0, 5], result: 'player' });
    expect(deal([1, 9, 1, 0])).toMatchObject({ player: [1, 1], banker: [9, 0], result: 'banker' });
  });
  it('draws for the player on 0-5 and applies the banker table to the third card', () => {
    // Player 2+3 = 5 draws a 6 (total 1); banker 3+3 = 6 draws on a third card of 6.
    expect(deal([2, 3, 3, 3, 6, 1])).toMatchObject({
      player: [2, 3, 6],
      banker: [3, 3, 1],
      result: 'banker',
    });
    // Player 3+3 = 6 stands; banker 2+3 = 5 draws without a player third card.
    expect(deal([3, 2, 3, 3, 2])).toMatchObject({ player: [3, 3], banker: [2, 3, 2], result: 'banker' });
    // Banker 3 does not draw on a player third card of 8 (player 1+1+8 = 0 loses to 3).
    expect(deal([1, 1, 1, 2, 8])).toMatchObject({ player: [1, 1, 8], banker: [1, 2], result: 'banker' });
    // Player 2+2+3 = 7 against banker 4+3 = 7 with no draw on a third card of 3: a tie.
    expect(deal([2, 4, 2, 3, 3])).toMatchObject({ player: [2, 2, 3], banker: [4, 3], result: 'tie' });
  });
});

describe('shoe', () => {
  it('deals distinct cards of an 8-deck shoe', () => {
    const shoe = shoeDealer(createCryptoRng());
    const seen = new Set<string>();
    for (let i = 0; i < SHOE_SIZE; i += 1) {
      shoe.next();
    }
    shoe.dealt.forEach((c, i) => seen.add(`${c.rank}-${c.suit}-${i}`));
    const perCard = new Map<string, number>();
    shoe.dealt.forEach((c) =>
      perCard.set(`${c.rank}-${c.suit}`, (perCard.get(`${c.rank}-${c.suit}`) ?? 0) + 1),
    );
    expect(perCard.size).toBe(52);
    expect([...perCard.values()].every((n) => n === 8)).toBe(true);
    expect(cardOf(0)).toEqual({ rank: 0, suit: 0 });
    expect(cardOf(415)).toEqual({ rank: 12, suit: 3 });
  });
});

describe('payouts', () => {
  // Cards by shoe index: rank = index % 13 (0 = ace), so index 3 is a four, 9 a ten, 0 an ace.
  // The lazy shuffle picks position + k, so scripting 3, 8, 2, 7 deals indices 3, 9, 4, 10.
  it('pays the banker 0.95:1 and pushes player/banker bets on a tie', () => {
    // Player 4 + 5 = 9 (indices 3, 4); banker 10 + J = 0 (9, 10): player natural.
    const script = [3, 8, 2, 7];
    expect(playBaccarat(scriptedRng(script), 2_000n, { side: 'player' }).win).toBe(4_000n);
    expect(playBaccarat(scriptedRng(script), 2_000n, { side: 'banker' }).win).toBe(0n);
  });

  it('returns the published probabilities and RTPs from the 8-deck enumeration', () => {
    const p = coupProbabilities();
    expect(p.banker).toBeCloseTo(0.458597, 6);
    expect(p.player).toBeCloseTo(0.446247, 6);
    expect(p.tie).toBeCloseTo(0.095156, 6);
    expect(baccaratRtp('banker', p)).toBeCloseTo(0.989421, 6);
    expect(baccaratRtp('player', p)).toBeCloseTo(0.987649, 6);
    expect(baccaratRtp('tie', p)).toBeCloseTo(0.856404, 6);
  });

  it("pays each table's own returns: a tie at 9:1, the banker at 4% commission", () => {
    const tie9 = createBaccarat('tie-9', { ...RETURN_HUNDREDTHS, tie: 1000 });
    const low = createBaccarat('low', { ...RETURN_HUNDREDTHS, banker: 196 });
    const rng = (nonce: number) => createFairRng('a'.repeat(64), 'returns', nonce);
    let nonce = 0;
    while (playBaccarat(rng(nonce), 100n, { side: 'tie' }).result !== 'tie') nonce += 1;
    expect(playBaccarat(rng(nonce), 100n, { side: 'tie' }).win).toBe(900n);
    expect(tie9.play(rng(nonce), 100n, { side: 'tie' }).win).toBe(1_000n);
    nonce = 0;
    while (playBaccarat(rng(nonce), 100n, { side: 'banker' }).result !== 'banker') nonce += 1;
    expect(playBaccarat(rng(nonce), 100n, { side: 'banker' }).win).toBe(195n);
    expect(low.play(rng(nonce), 100n, { side: 'banker' }).win).toBe(196n);
  });
});
