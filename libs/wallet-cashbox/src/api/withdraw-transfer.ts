import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { walletTransferApi, withdrawalApi } from '@casino/contracts';
import type { QueueWithdrawalBody, TransferSource } from '@casino/contracts';
import { cashboxKeys } from './keys';

export function useWithdrawalConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.withdrawalConfig(),
    queryFn: ({ signal }) => client.find(withdrawalApi.configWithdrawalFind, {}, { signal }),
  });
}

export function useQueueWithdrawal() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: QueueWithdrawalBody) =>
      client.create(withdrawalApi.queueWithdrawalCreate, body, { silent: true }),
  });
}

/**
 * The current status of a withdrawal still being processed, read from the newest of the member's
 * withdrawals. Under the cashbox's keys, so it is read again whenever the socket (re)opens: a decision
 * staff made while no socket listened is never sent again as an event.
 */
export function usePendingWithdrawalStatus(reference: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.withdrawalStatus(reference ?? ''),
    enabled: reference !== null,
    queryFn: async ({ signal }) => {
      const newest = await client.find(
        withdrawalApi.withdrawalTransactionFind,
        { $limit: PENDING_LOOKUP_LIMIT, $sort: { createdAt: -1 } },
        { signal },
      );
      return newest.data.find((withdrawal) => withdrawal.reference === reference)?.status ?? null;
    },
  });
}

/** One member has at most a few withdrawals being processed; the one on screen is among the newest. */
const PENDING_LOOKUP_LIMIT = 20;

export function useMinimumTransfer() {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.minimumTransfer(),
    queryFn: ({ signal }) => client.find(walletTransferApi.minimumTransferFind, {}, { signal }),
  });
}

const transferEndpoints = {
  cashback: walletTransferApi.cashbackTransferCreate,
  rebate: walletTransferApi.rebateTransferCreate,
  affiliate: walletTransferApi.affiliateTransferCreate,
} as const;

export function useWalletTransfer() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ source, amount }: { source: TransferSource; amount: string }) =>
      client.create(transferEndpoints[source], { amount }, { silent: true }),
  });
}
