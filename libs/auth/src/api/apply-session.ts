import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApiClient } from '@casino/api-client';
import type { AuthResult } from '@casino/contracts';
import { accessTokenAtom, authKeys } from '../session';
import { profileQueryOptions } from './profile';
import { walletQueryOptions } from './wallet';

/**
 * Makes an answered session the current one (login, change password): the token replaces the old one,
 * the member is cached, and their wallet and privileges load again.
 */
export function useApplySession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setToken = useSetAtom(accessTokenAtom);
  return async (result: AuthResult) => {
    setToken(result.accessToken);
    queryClient.setQueryData(profileQueryOptions(client).queryKey, result.user);
    await queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey });
    await queryClient.invalidateQueries({ queryKey: authKeys.privileges() });
  };
}
