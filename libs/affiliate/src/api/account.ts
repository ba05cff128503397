import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { walletTransferApi } from '@casino/contracts';
import type { WalletTransferBody } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateKeys } from './keys';
import { useRefreshAffiliate } from './refresh';

/** The member's referral code, clicks, referred members, income and affiliate balance. */
export function useAffiliateProfile() {
  const client = useApiClient();
  return useQuery({
    queryKey: affiliateKeys.profile(),
    queryFn: ({ signal }) => client.find(affiliateApi.affiliateProfileFind, {}, { signal }),
  });
}

/** Today so far: the balance and what the referred members did. */
export function useAffiliateTransaction() {
  const client = useApiClient();
  return useQuery({
    queryKey: affiliateKeys.transaction(),
    queryFn: ({ signal }) => client.find(affiliateApi.affiliateTransactionFind, {}, { signal }),
  });
}

/** The smallest amount a transfer into the main wallet may move. */
export function useMinimumTransfer() {
  const client = useApiClient();
  return useQuery({
    queryKey: affiliateKeys.minimumTransfer(),
    queryFn: ({ signal }) => client.find(walletTransferApi.minimumTransferFind, {}, { signal }),
  });
}

/** Moves an amount of the affiliate balance into the main wallet, once per attempt's key. */
export function useAffiliateTransfer() {
  const client = useApiClient();
  const refresh = useRefreshAffiliate();
  return useMutation({
    mutationFn: (body: Required<WalletTransferBody>) =>
      client.create(walletTransferApi.affiliateTransferCreate, body, { silent: true }),
    onSettled: () => refresh(),
  });
}
