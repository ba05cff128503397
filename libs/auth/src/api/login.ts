import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { accountSecurityApi, isTwoFactorChallenge, publicApi } from '@casino/contracts';
import type { LoginRequest, LoginResult, LoginTwoFactor } from '@casino/contracts';
import { useApplySession } from './apply-session';

/** Silent: the login form shows its own failure dialog; a 401 here must not send anyone home. */
export function login(client: ApiClient, body: LoginRequest) {
  return client.create(publicApi.login, body, { silent: true });
}

/** A two-factor challenge is no session yet: only a real session is applied. */
export function useLogin() {
  const client = useApiClient();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(client, body),
    onSuccess: (result: LoginResult) => (isTwoFactorChallenge(result) ? undefined : applySession(result)),
  });
}

/** Login's second step: the challenge and a code open the session. */
export function useLoginTwoFactor() {
  const client = useApiClient();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (body: LoginTwoFactor) =>
      client.create(accountSecurityApi.loginTwoFactor, body, { silent: true }),
    onSuccess: applySession,
  });
}
