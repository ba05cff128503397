import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { lazyPrivilegesApi } from '@casino/contracts';
import { authKeys } from '../session';

export function memberPrivilegesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.privileges(),
    queryFn: async ({ signal }) =>
      (await client.find(lazyPrivilegesApi.checkPrivilegeMemberFind, {}, { signal })).privilege,
  });
}

/**
 * The member's privileges (the brand's list with staff's exceptions for them), which gate the rebate,
 * affiliate, quest, coupon and point pages. Member-only: pass `enabled: isLoggedIn`.
 */
export function useMemberPrivileges({ enabled }: { enabled: boolean }) {
  return useQuery({ ...memberPrivilegesQueryOptions(useApiClient()), enabled });
}
