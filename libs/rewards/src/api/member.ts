import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage, useSession, useWallet, walletQueryOptions } from '@casino/auth';
import { rewardsKeys } from './keys';

/**
 * The route language's server id, which names the shop's items: `undefined` while it loads, `null` when
 * the server does not know the language (the items then come in English).
 */
export function useRewardsLanguage(): number | null | undefined {
  return useLanguageId(useRouteLanguage()).data;
}

/** The language part of a query: nothing for an unknown language. */
export function languageQuery(languageId: number | null | undefined) {
  return typeof languageId === 'number' ? { language_id: languageId } : {};
}

/** The member's wallet: its currency prices the shop (items, offers, exchange rate) and formats amounts. */
export function useMemberWallet() {
  const session = useSession();
  return useWallet({ enabled: session.isLoggedIn });
}

/**
 * After points were spent (or a spend refused: the balance may have moved): every member query of the
 * shop, and the wallet (its points, and the money an exchange or a draw paid), read again.
 */
export function useRefreshAfterSpend() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.member() }),
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
      ]),
    [queryClient, client],
  );
}
