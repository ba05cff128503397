import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { rewardApi } from '@casino/contracts/rewards';
import { rewardsKeys } from './keys';
import { useRefreshAfterSpend } from './member';

/**
 * The brand's rate of points into the member's currency (public): `null` when it has none, `undefined`
 * while the currency or the rate load.
 */
export function useExchangeRate(currencyId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: rewardsKeys.exchangeRates(currencyId ?? 0),
    queryFn: async ({ signal }) => {
      const reply = await client.find(
        rewardApi.exchangeRewardFind,
        { currency_id: currencyId ?? 0 },
        { signal },
      );
      return reply.data.find((rate) => rate.currency_id === currencyId) ?? null;
    },
    enabled: currencyId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Exchanges points into money in the main wallet at the brand's rate. */
export function useExchangePoints() {
  const client = useApiClient();
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (points: string) =>
      client.create(rewardApi.redeemExchangePoint, { points }, { silent: true }),
    onSettled: () => refresh(),
  });
}
