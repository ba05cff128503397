import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { accountSecurityApi } from '@casino/contracts';
import type { RecoveryCodesRegenerate, TwoFactorConfirm, TwoFactorDisable } from '@casino/contracts';
import { securityKeys } from '../live';

export function useTwoFactorStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: ({ signal }) => client.find(accountSecurityApi.twoFactorStatus, {}, { signal }),
  });
}

export function useSessions() {
  const client = useApiClient();
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) => client.find(accountSecurityApi.sessionsFind, {}, { signal }),
  });
}

export function useLoginHistory() {
  const client = useApiClient();
  return useQuery({
    queryKey: securityKeys.history(),
    queryFn: ({ signal }) => client.find(accountSecurityApi.loginHistory, {}, { signal }),
  });
}

/** Each mutation answers through the form that sent it (silent: no global error dialog). */
export function useTwoFactorSetup() {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => client.create(accountSecurityApi.twoFactorSetup, {}, { silent: true }),
  });
}

export function useTwoFactorConfirm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirm) =>
      client.create(accountSecurityApi.twoFactorConfirm, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() }),
  });
}

export function useTwoFactorDisable() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisable) =>
      client.create(accountSecurityApi.twoFactorDisable, body, { silent: true }),
    onSuccess: (status) => queryClient.setQueryData(securityKeys.twoFactor(), status),
  });
}

export function useRecoveryCodesRegenerate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecoveryCodesRegenerate) =>
      client.create(accountSecurityApi.recoveryCodesRegenerate, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() }),
  });
}

export function useSignOutSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.remove(accountSecurityApi.sessionRemove, id, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useSignOutOthers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.create(accountSecurityApi.sessionsSignOutOthers, {}, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
