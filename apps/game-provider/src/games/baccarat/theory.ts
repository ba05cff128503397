import { SHOE_SIZE, DECKS, RETURN_HUNDREDTHS, type BaccaratReturns } from './engine';
import { bankerDraws, handTotal, isNatural, playerDraws, type BaccaratResult } from './rules';
import { entry } from '../types';

/**
 * Exact outcome probabilities from a full 8-deck shoe, by enumerating every sequence of card values the
 * rules can deal (without replacement), weighted by its probability.
 */
export function coupProbabilities(): Record<BaccaratResult, number> {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 * DECKS : 4 * DECKS));
  const totals: Record<BaccaratResult, number> = { player: 0, banker: 0, tie: 0 };
  let remaining = SHOE_SIZE;

  const withCard = (probability: number, visit: (value: number, p: number) => void): void => {
    for (let v = 0; v < 10; v += 1) {
      const count = entry(counts, v);
      if (count === 0) continue;
      const p = (probability * count) / remaining;
      counts[v] = count - 1;
      remaining -= 1;
      visit(v, p);
      remaining += 1;
      counts[v] = count;
    }
  };
  const settle = (player: number[], banker: number[], p: number): void => {
    const pt = handTotal(player);
    const bt = handTotal(banker);
    totals[pt > bt ? 'player' : bt > pt ? 'banker' : 'tie'] += p;
  };
  const bankerTurn = (player: number[], banker: number[], playerThird: number | null, p: number): void => {
    if (bankerDraws(handTotal(banker), playerThird)) withCard(p, (v, q) => settle(player, [...banker, v], q));
    else settle(player, banker, p);
  };

  withCard(1, (p1, a) =>
    withCard(a, (b1, b) =>
      withCard(b, (p2, c) =>
        withCard(c, (b2, d) => {
          const player = [p1, p2];
          const banker = [b1, b2];
          if (isNatural(handTotal(player)) || isNatural(handTotal(banker))) return settle(player, banker, d);
          if (playerDraws(handTotal(player)))
            withCard(d, (p3, e) => bankerTurn([...player, p3], banker, p3, e));
          else bankerTurn(player, banker, null, d);
        }),
      ),
    ),
  );
  return totals;
}

export function baccaratRtp(
  side: BaccaratResult,
  probabilities = coupProbabilities(),
  returns: BaccaratReturns = RETURN_HUNDREDTHS,
): number {
  const payout = returns[side] / 100;
  const push = side === 'tie' ? 0 : probabilities.tie;
  return probabilities[side] * payout + push;
}
