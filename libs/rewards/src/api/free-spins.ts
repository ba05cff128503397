import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { freeSpinApi } from '@casino/contracts/rewards';
import { rewardsKeys } from './keys';
import { languageQuery, useRefreshAfterSpend, useRewardsLanguage } from './member';

/** The providers that have free-spin offers in the currency (the filter, "All" first). */
export function useFreeSpinProviders(currencyId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: rewardsKeys.freeSpinProviders(currencyId ?? 0),
    queryFn: async ({ signal }) =>
      (await client.find(freeSpinApi.redeemFreeSpinFilterFind, { currency_id: currencyId ?? 0 }, { signal }))
        .data,
    enabled: currencyId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The free-spin offers of the currency, of one provider or (`null`) all of them. */
export function useFreeSpinOffers(currencyId: number | undefined, providerId: number | null) {
  const client = useApiClient();
  const languageId = useRewardsLanguage();
  return useQuery({
    queryKey: rewardsKeys.freeSpinOffers(currencyId ?? 0, providerId, languageId ?? null),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          freeSpinApi.redeemFreeSpinListFind,
          {
            currency_id: currencyId ?? 0,
            ...(providerId === null ? {} : { provider_id: providerId }),
            ...languageQuery(languageId),
          },
          { signal },
        )
      ).data,
    enabled: currencyId !== undefined && languageId !== undefined,
    // The other provider's offers stay until this one's arrive, so the grid does not blink.
    placeholderData: keepPreviousData,
  });
}

/** The member's free spins, playable first, then the newest; idle for visitors. */
export function useMyFreeSpins() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = useRewardsLanguage();
  return useQuery({
    queryKey: rewardsKeys.freeSpins(languageId ?? null),
    queryFn: async ({ signal }) =>
      (await client.find(freeSpinApi.redeemFreeSpinFind, languageQuery(languageId), { signal })).data,
    enabled: isLoggedIn && languageId !== undefined,
  });
}

/** Buys a free-spin offer with points; the spins are the member's at once (and FREESPIN_PROMOTION follows). */
export function useRedeemFreeSpin() {
  const client = useApiClient();
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (offerId: number) =>
      client.create(freeSpinApi.redeemFreeSpin, { offer_id: offerId }, { silent: true }),
    onSettled: () => refresh(),
  });
}
