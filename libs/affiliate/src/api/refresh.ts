import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@casino/api-client';
import { walletQueryOptions } from '@casino/auth';
import { affiliateKeys } from './keys';

/** Everything these pages show, and the wallet, read again (after a join or a transfer). */
export function useRefreshAffiliate() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
      ]),
    [queryClient, client],
  );
}
