import { z } from 'zod';
import type { Rng } from '@casino/fairness';
import { assertStake, type GameEngine, type RoundOutcome } from '../types';
import { dealCoup, type BaccaratHands } from './rules';

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/** Payouts as stake-inclusive returns in hundredths: player 1:1, banker 1:1 less 5% commission, tie 8:1. */
export const RETURN_HUNDREDTHS: BaccaratReturns = { player: 200, banker: 195, tie: 900 };

/** A table's stake-inclusive returns in hundredths (commission and tie odds differ between tables). */
export interface BaccaratReturns {
  player: number;
  banker: number;
  tie: number;
}

export interface Card {
  /** 0 = ace … 12 = king. */
  rank: number;
  /** 0-3: spades, hearts, diamonds, clubs. */
  suit: number;
}

export function cardOf(index: number): Card {
  const withinDeck = index % 52;
  return { rank: withinDeck % 13, suit: Math.floor(withinDeck / 13) };
}

export function cardValue(card: Card): number {
  return card.rank < 9 ? card.rank + 1 : 0;
}

/**
 * Each coup is dealt from a freshly shuffled 8-deck shoe (a lazy Fisher-Yates over the 416 cards), so
 * rounds are independent and verifiable one by one.
 */
export function shoeDealer(rng: Rng): { next: () => Card; dealt: Card[] } {
  const swapped = new Map<number, number>();
  const dealt: Card[] = [];
  const next = (): Card => {
    const position = dealt.length;
    const pick = position + rng.int(SHOE_SIZE - position);
    const chosen = swapped.get(pick) ?? pick;
    swapped.set(pick, swapped.get(position) ?? position);
    const card = cardOf(chosen);
    dealt.push(card);
    return card;
  };
  return { next, dealt };
}

export const baccaratOptions = z.object({ side: z.enum(['player', 'banker', 'tie']) }).strict();
export type BaccaratOptions = z.output<typeof baccaratOptions>;

export interface BaccaratOutcome extends RoundOutcome, BaccaratHands {
  side: BaccaratOptions['side'];
  playerCards: Card[];
  bankerCards: Card[];
}

/** Player and banker bets push on a tie. Stakes divisible by 20 pay the banker commission exactly. */
export function playBaccarat(
  rng: Rng,
  bet: bigint,
  options: BaccaratOptions,
  returns: BaccaratReturns = RETURN_HUNDREDTHS,
): BaccaratOutcome {
  assertStake(bet);
  const shoe = shoeDealer(rng);
  const hands = dealCoup(() => cardValue(shoe.next()));
  // Cards were dealt P, B, P, B, then the player's third (if any) before the banker's third.
  const [p1, b1, p2, b2, ...thirds] = shoe.dealt as [Card, Card, Card, Card, ...Card[]];
  const playerThird = hands.player.length === 3 ? thirds.slice(0, 1) : [];
  const playerCards = [p1, p2, ...playerThird];
  const bankerCards = [b1, b2, ...(hands.banker.length === 3 ? thirds.slice(playerThird.length) : [])];

  let win = 0n;
  if (hands.result === options.side) win = (bet * BigInt(returns[options.side])) / 100n;
  else if (hands.result === 'tie') win = bet;
  return { bet, win, side: options.side, ...hands, playerCards, bankerCards };
}

export function createBaccarat(
  id: string,
  returns: BaccaratReturns = RETURN_HUNDREDTHS,
): GameEngine<typeof baccaratOptions, BaccaratOutcome> {
  return {
    id,
    optionsSchema: baccaratOptions,
    play: (rng, bet, options) => playBaccarat(rng, bet, options, returns),
  };
}

export const baccarat = createBaccarat('punto-banco');
