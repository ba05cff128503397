import type { ExchangeRate } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';
import { Facts } from './facts';
import { usePointsText } from './points-words';

/** The rate of points into the member's currency with the least and most one exchange may take. */
export function ExchangeRateFacts({
  rate,
  money,
}: {
  rate: ExchangeRate;
  money: (amount: string) => string;
}) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  return (
    <Facts
      items={[
        [
          t('exchange.rate'),
          t('exchange.rateValue', { points: pointsText(rate.points_per_unit), amount: money('1') }),
        ],
        [t('exchange.min'), pointsText(rate.min_points)],
        [t('exchange.max'), rate.max_points === null ? t('exchange.noMax') : pointsText(rate.max_points)],
      ]}
    />
  );
}
