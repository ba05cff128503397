import { formatPoints, useRewardsText } from '../text';

/** "1,250 points", "1 point", "12.50 points": a count of points in words, in the page's language. */
export function usePointsText() {
  const t = useRewardsText();
  return (points: string) => t('points', { count: Number(points), points: formatPoints(points) });
}
