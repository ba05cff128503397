import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { memberApi } from '@casino/contracts';
import type { Wallet } from '@casino/contracts';
import { authKeys } from '../session';

// The wallet belongs to the wallet-cashbox domain; it lives here until that library exists (wallet issue),
// then moves there with its key, and auth keeps only the invalidation on login and logout.
export async function fetchWallet(client: ApiClient, signal?: AbortSignal): Promise<Wallet | null> {
  const reply = await client.find(memberApi.walletFind, {}, signal ? { signal } : undefined);
  return reply.data[0] ?? null;
}

export function walletQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.wallet(),
    queryFn: ({ signal }) => fetchWallet(client, signal),
  });
}

/** Member-only: pass `enabled: isLoggedIn` so anonymous visitors never call it. */
export function useWallet({ enabled }: { enabled: boolean }) {
  return useQuery({ ...walletQueryOptions(useApiClient()), enabled });
}
