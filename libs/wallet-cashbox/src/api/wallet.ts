import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@casino/api-client';
import { useSession, useWallet, walletQueryOptions } from '@casino/auth';
import type { Wallet } from '@casino/contracts';
import { cashboxKeys } from './keys';

export type WalletCurrency = Wallet['currency'];

/** The member's wallet (auth owns its query so that login and logout reset it); idle when anonymous. */
export function useMemberWallet() {
  const session = useSession();
  return useWallet({ enabled: session.isLoggedIn });
}

/** After money moved: the wallet, and everything this library shows about it, are read again. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
        queryClient.invalidateQueries({ queryKey: cashboxKeys.all }),
      ]),
    [queryClient, client],
  );
}
