import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { passwordApi } from '@casino/contracts';
import type { ChangePasswordRequest } from '@casino/contracts';
import { useApplySession } from './apply-session';

/** Silent: a wrong current password belongs on the form, not in the failed-call dialog. */
export function changePassword(client: ApiClient, body: ChangePasswordRequest) {
  return client.create(passwordApi.changePassword, body, { silent: true });
}

/** The server ends every session and answers a new one, which replaces the old token. */
export function useChangePassword() {
  const client = useApiClient();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(client, body),
    onSuccess: applySession,
  });
}
