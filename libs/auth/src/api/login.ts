import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { LoginRequest } from '@casino/contracts';
import { accessTokenAtom } from '../session';
import { profileQueryOptions } from './profile';
import { walletQueryOptions } from './wallet';

/** Silent: the login form shows "Username or password is incorrect" itself; a 401 must not send anyone home. */
export function login(client: ApiClient, body: LoginRequest) {
  return client.create(publicApi.login, body, { silent: true });
}

export function useLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setToken = useSetAtom(accessTokenAtom);
  return useMutation({
    mutationFn: (body: LoginRequest) => login(client, body),
    onSuccess: async (result) => {
      setToken(result.accessToken);
      queryClient.setQueryData(profileQueryOptions(client).queryKey, result.user);
      await queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey });
    },
  });
}
