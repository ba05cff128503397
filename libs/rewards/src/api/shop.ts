import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { rewardApi } from '@casino/contracts/rewards';
import type { RedeemTypeCode, RewardSeed, ShippingAddress } from '@casino/contracts/rewards';
import { rewardsKeys } from './keys';
import { languageQuery, useRefreshAfterSpend, useRewardsLanguage } from './member';

/** The shop's tabs in the server's order (public), named in the route's language. */
export function useRedeemTypes() {
  const client = useApiClient();
  const languageId = useRewardsLanguage();
  return useQuery({
    queryKey: rewardsKeys.types(languageId ?? null),
    queryFn: async ({ signal }) =>
      (await client.find(rewardApi.redeemTypeListFind, languageQuery(languageId), { signal })).data,
    enabled: languageId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The shop's special rewards, lucky boxes and random cards of the member's currency; idle for visitors. */
export function useShopItems(type?: RedeemTypeCode) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = useRewardsLanguage();
  return useQuery({
    queryKey: rewardsKeys.items(languageId ?? null),
    queryFn: async ({ signal }) =>
      (await client.find(rewardApi.redeemTypeFind, languageQuery(languageId), { signal })).data,
    select: (items) => (type ? items.filter((item) => item.type === type) : items),
    enabled: isLoggedIn && languageId !== undefined,
  });
}

/** Redeems a special reward to the address given; staff approve and ship it. */
export function useRedeemReward() {
  const client = useApiClient();
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (body: { reward_id: number } & ShippingAddress) =>
      client.create(rewardApi.redeemReward, body, { silent: true }),
    onSettled: () => refresh(),
  });
}

/** The hash of the server seed the member's next draw uses, their client seed and the draw's nonce. */
export function useRewardSeed() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: rewardsKeys.seed(),
    queryFn: ({ signal }) => client.find(rewardApi.rewardSeedFind, {}, { signal }),
    enabled: isLoggedIn,
  });
}

/** Sets the client seed of the next draws; the committed server seed stays. */
export function useSetClientSeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      client.create(rewardApi.rewardSeedCreate, { client_seed: clientSeed }, { silent: true }),
    onSuccess: (seed) => queryClient.setQueryData(rewardsKeys.seed(), seed),
  });
}

/** A draw's answer carries the seed committed for the next one: shown at once, before the refresh. */
function useDrawSettled() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSpend();
  return {
    onSuccess: ({ next_seed }: { next_seed: RewardSeed }) => {
      queryClient.setQueryData(rewardsKeys.seed(), next_seed);
    },
    onSettled: () => refresh(),
  };
}

/** Opens a lucky box: one provably fair draw of its prizes, paid through the ledger. */
export function useOpenLuckyBox() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (rewardId: number) =>
      client.create(rewardApi.redeemLuckyBox, { reward_id: rewardId }, { silent: true }),
    ...useDrawSettled(),
  });
}

/** Picks one of a random card's face-down cards: the draw deals the prizes, the pick wins one. */
export function usePickRandomCard() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ rewardId, cardIndex }: { rewardId: number; cardIndex: number }) =>
      client.create(
        rewardApi.redeemRandomCard,
        { reward_id: rewardId, card_index: cardIndex },
        { silent: true },
      ),
    ...useDrawSettled(),
  });
}
