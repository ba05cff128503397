import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApiClient } from '@casino/api-client';
import { accessTokenAtom, authKeys, profileQueryOptions, walletQueryOptions } from '@casino/auth';
import * as exclusionApi from '@casino/contracts/exclusion';
import type { CloseAccountRequest, ExclusionRequest } from '@casino/contracts/exclusion';

export const exclusionKeys = { closureCheck: () => ['self-exclusion', 'closure-check'] as const };

/**
 * Forgets the member in this tab once the server has ended every session (it did, in the same call):
 * asking it to log out again would only meet a revoked token. The pages call it as the member leaves
 * their confirmation, since the setting area shows none of its pages to a visitor.
 */
export function useForgetSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setToken = useSetAtom(accessTokenAtom);
  return () => {
    setToken(null);
    queryClient.setQueryData(profileQueryOptions(client).queryKey, null);
    queryClient.removeQueries({ queryKey: walletQueryOptions(client).queryKey });
    queryClient.removeQueries({ queryKey: authKeys.privileges() });
    queryClient.removeQueries({ queryKey: exclusionKeys.closureCheck() });
  };
}

/** Starts a time-out or self-exclusion; the server ends every session of the member in the same call. */
export function useStartExclusion() {
  const client = useApiClient();
  return useMutation({
    // Silent: the form shows the refusal next to its fields.
    mutationFn: (body: ExclusionRequest) =>
      client.create(exclusionApi.exclusionCreate, body, { silent: true }),
  });
}

/** Balance and pending deposits or withdrawals: whether the account can be closed now. */
export function useClosureCheck(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: exclusionKeys.closureCheck(),
    enabled,
    // Silent: the page shows its own error and retry in place.
    queryFn: ({ signal }) => client.find(exclusionApi.closureCheckFind, {}, { signal, silent: true }),
  });
}

/** Closes the account; the server ends every session of the member in the same call. */
export function useCloseAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: CloseAccountRequest) =>
      client.create(exclusionApi.closeAccountCreate, body, { silent: true }),
  });
}
