import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApiClient } from '@casino/api-client';
import { accessTokenAtom, authKeys, profileQueryOptions, walletQueryOptions } from '@casino/auth';
import * as exclusionApi from '@casino/contracts/exclusion';
import type {
  AccountClosed,
  CloseAccountRequest,
  ExclusionRequest,
  ExclusionStarted,
} from '@casino/contracts/exclusion';

export const exclusionKeys = { closureCheck: () => ['self-exclusion', 'closure-check'] as const };

/**
 * Forgets the member in this tab once the server has ended every session (it did, in the same call):
 * asking it to log out again would only meet a revoked token.
 */
function useForgetSession() {
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

/**
 * Starts a time-out or self-exclusion. `onStarted` runs in the same update as forgetting the member, so
 * the page shows the confirmation rather than a login form.
 */
export function useStartExclusion(onStarted: (started: ExclusionStarted) => void) {
  const client = useApiClient();
  const forget = useForgetSession();
  return useMutation({
    // Silent: the form shows the refusal next to its fields.
    mutationFn: (body: ExclusionRequest) =>
      client.create(exclusionApi.exclusionCreate, body, { silent: true }),
    onSuccess: (started) => {
      onStarted(started);
      forget();
    },
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

/** Closes the account; `onClosed` as `onStarted` above. */
export function useCloseAccount(onClosed: (closed: AccountClosed) => void) {
  const client = useApiClient();
  const forget = useForgetSession();
  return useMutation({
    mutationFn: (body: CloseAccountRequest) =>
      client.create(exclusionApi.closeAccountCreate, body, { silent: true }),
    onSuccess: (closed) => {
      onClosed(closed);
      forget();
    },
  });
}
