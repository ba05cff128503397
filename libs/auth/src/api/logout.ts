import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { lazyPublicApi } from '@casino/contracts';
import { accessTokenAtom, authKeys } from '../session';
import { profileQueryOptions } from './profile';
import { walletQueryOptions } from './wallet';

/** Ends the server session and clears the cookie; resolves undefined when the call failed (reported). */
export function logout(client: ApiClient) {
  return client.remove(lazyPublicApi.logout);
}

export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setToken = useSetAtom(accessTokenAtom);
  return useMutation({
    mutationFn: () => logout(client),
    // Forget the member locally even if the server call failed: the visitor asked to leave.
    onSettled: () => {
      setToken(null);
      queryClient.setQueryData(profileQueryOptions(client).queryKey, null);
      queryClient.removeQueries({ queryKey: walletQueryOptions(client).queryKey });
      queryClient.removeQueries({ queryKey: authKeys.privileges() });
    },
  });
}
