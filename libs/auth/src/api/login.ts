import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { LoginRequest } from '@casino/contracts';
import { useApplySession } from './apply-session';

/** Silent: the login form shows its own failure dialog; a 401 here must not send anyone home. */
export function login(client: ApiClient, body: LoginRequest) {
  return client.create(publicApi.login, body, { silent: true });
}

export function useLogin() {
  const client = useApiClient();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(client, body),
    onSuccess: applySession,
  });
}
