import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useLanguageId, useRouteLanguage, useSession } from '@casino/auth';
import * as engagementApi from '@casino/contracts/engagement';
import type { FirstLogin, PopupPage } from '@casino/contracts/engagement';

/** Query keys of this library, in one place so mutations invalidate without retyping them. */
export const engagementKeys = {
  all: ['engagement'] as const,
  popups: (languageId: number | undefined, page: PopupPage | null) =>
    [...engagementKeys.all, 'popups', languageId, page] as const,
  triggerAllowance: () => [...engagementKeys.all, 'trigger-allowance'] as const,
  firstLogin: (userId: number | undefined) => [...engagementKeys.all, 'first-login', userId] as const,
};

// Every call here is `silent`: the layer is an extra, and a failure leaves the page as it was, with no
// error dialog in front of it.

/** The active pop-ups of the route's language on the page group; idle off the pop-ups' pages. */
export function useNotificationPopups(page: PopupPage | null) {
  const client = useApiClient();
  const languageId = useLanguageId(useRouteLanguage()).data ?? undefined;
  return useQuery({
    queryKey: engagementKeys.popups(languageId, page),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          engagementApi.notificationModalFind,
          { language_id: languageId ?? 0, page_name: page ?? 'home' },
          { signal, silent: true },
        )
      ).data,
    enabled: languageId !== undefined && page !== null,
    staleTime: 5 * 60_000,
  });
}

/** Whether the push prompt starts with the fake allow prompt; fetched only when `enabled`. */
export function useTriggerAllowance(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: engagementKeys.triggerAllowance(),
    queryFn: ({ signal }) => client.find(engagementApi.triggerAllowanceFind, {}, { signal, silent: true }),
    enabled,
    staleTime: Infinity,
  });
}

/** Whether the logged-in member has yet to see the starter modal; idle for visitors. */
export function useFirstLogin() {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    queryKey: engagementKeys.firstLogin(user?.id),
    queryFn: ({ signal }) => client.find(engagementApi.usersFirstLoginFind, {}, { signal, silent: true }),
    enabled: user !== null,
    staleTime: Infinity,
  });
}

/** The member has seen the starter modal: it is not shown again, here or on another device. */
export function useMarkStarterSeen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => client.create(engagementApi.usersFirstLoginCreate, {}, { silent: true }),
    onMutate: () =>
      queryClient.setQueryData<FirstLogin>(engagementKeys.firstLogin(user?.id), { first_login: false }),
  });
}
