import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { lazyMemberApi } from '@casino/contracts';
import type { Wallet } from '@casino/contracts';
import { authKeys } from '../session';

// The wallet belongs to the wallet-cashbox domain; it lives here until that library exists (wallet issue),
// then moves there with its key, and auth keeps only the invalidation on login and logout.
export async function fetchWallet(client: ApiClient, signal?: AbortSignal): Promise<Wallet | null> {
  const reply = await client.find(lazyMemberApi.walletFind, {}, signal ? { signal } : undefined);
  return reply.data[0] ?? null;
}

export function walletQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.wallet(),
    queryFn: ({ signal }) => fetchWallet(client, signal),
  });
}

/** Member-only: pass `enabled: isLoggedIn` so anonymous visitors never call it. */
/**
 * `refetchInterval` keeps a balance that must stay current (a game bar) right even when the member's websocket
 * is down or late; elsewhere the websocket's wallet events are enough.
 */
export function useWallet({ enabled, refetchInterval }: { enabled: boolean; refetchInterval?: number }) {
  return useQuery({
    ...walletQueryOptions(useApiClient()),
    enabled,
    refetchInterval: refetchInterval ?? false,
  });
}
