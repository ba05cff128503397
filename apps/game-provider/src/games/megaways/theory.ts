import { MAX_HEIGHT, MEGAWAYS_WILD, MIN_HEIGHT, REEL_WEIGHTS, WAY_PAY_DENOMINATOR, WAY_PAYS } from './config';
import { entry } from '../types';

/**
 * Exact RTP in closed form. A win for symbol s over the first k reels pays pays[s][k] × c1 × … × ck, where
 * ci counts the positions on reel i showing s (or the wild, reels 2 to 5), and needs c(k+1) = 0. Reels are
 * independent, so the expectation factorises: E[ci] = E[height] × qi and P(ci = 0) = E[(1 - qi)^height],
 * qi being the probability that one position matches. The wild never lands on reel 1, so every way is
 * anchored by a real symbol there and no way is counted twice.
 */
export function megawaysRtp(
  weights: readonly (readonly number[])[] = REEL_WEIGHTS,
  wayPays: readonly (readonly number[])[] = WAY_PAYS,
): number {
  const heights = Array.from({ length: MAX_HEIGHT - MIN_HEIGHT + 1 }, (_, i) => MIN_HEIGHT + i);
  const meanHeight = heights.reduce((a, h) => a + h, 0) / heights.length;
  let rtp = 0;
  for (let symbol = 0; symbol < wayPays.length; symbol += 1) {
    if (symbol === MEGAWAYS_WILD) continue;
    const match = weights.map((reel) => {
      const total = reel.reduce((a, w) => a + w, 0);
      return (entry(reel, symbol) + entry(reel, MEGAWAYS_WILD)) / total;
    });
    const meanCount = match.map((q) => meanHeight * q);
    const noMatch = match.map((q) => heights.reduce((a, h) => a + (1 - q) ** h, 0) / heights.length);
    let product = entry(meanCount, 0) * entry(meanCount, 1);
    for (let k = 3; k <= weights.length; k += 1) {
      product *= entry(meanCount, k - 1);
      const stops = k < weights.length ? entry(noMatch, k) : 1;
      rtp += (entry(entry(wayPays, symbol), k - 3) / WAY_PAY_DENOMINATOR) * product * stops;
    }
  }
  return rtp;
}
