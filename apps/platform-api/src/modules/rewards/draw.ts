import type { Rng } from '@casino/fairness';

/**
 * The prize at a uniform point of the weights' total: prize i covers [w0 + … + w(i-1), w0 + … + wi). One
 * `int` draw of the fair Rng, so a member can repeat it from the revealed seeds.
 */
export function drawByWeight<T extends { weight: number }>(rng: Rng, prizes: readonly T[]): T {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new RangeError('A draw needs prizes with weights');
  let point = rng.int(total);
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  throw new Error('unreachable: the point lies below the total');
}

/**
 * A random card's deal: each face-down card, left to right, gets its own draw by weight from the same
 * stream, so whichever card the member picks wins every prize with its stated chance.
 */
export function dealCards<T extends { weight: number }>(rng: Rng, prizes: readonly T[], count: number): T[] {
  return Array.from({ length: count }, () => drawByWeight(rng, prizes));
}
