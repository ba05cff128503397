import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { Registration } from '@casino/contracts';

/** Silent: the register form puts server errors (username taken, invalid referral) on its fields. */
export function register(client: ApiClient, body: Registration) {
  return client.create(publicApi.register, body, { silent: true });
}

export function useRegister() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: Registration) => register(client, body) });
}
