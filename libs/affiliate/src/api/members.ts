import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateKeys } from './keys';

/** Referred members a page. */
export const MEMBERS_PAGE_SIZE = 20;

/** The member's referred members, newest first, narrowed to usernames containing `search`. */
export function useReferredMembers(search: string, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: affiliateKeys.members({ search, page }),
    queryFn: ({ signal }) =>
      client.find(
        affiliateApi.affiliateHistorySearchFind,
        {
          ...(search ? { search } : {}),
          $limit: MEMBERS_PAGE_SIZE,
          $skip: (page - 1) * MEMBERS_PAGE_SIZE,
          $sort: { joined_at: -1 },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
