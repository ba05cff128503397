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
