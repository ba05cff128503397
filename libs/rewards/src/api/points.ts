import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { rewardApi } from '@casino/contracts/rewards';
import { useHistoryRangeQuery } from '@casino/i18n';
import { rewardsKeys } from './keys';

/** Rows a page of the points history and of the redeem history. */
export const HISTORY_PAGE_SIZE = 10;

/** Business days picked (YYYY-MM-DD in the brand's time zone, empty for open) and a page. */
export interface HistoryRange {
  startDate: string;
  endDate: string;
  page: number;
}

/** The member's points now: balance, every point ever earned (badge), earned and spent; idle for visitors. */
export function usePointTotals() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: rewardsKeys.pointTotals(),
    // No rows: the totals come with every page of movements.
    queryFn: async ({ signal }) =>
      (await client.find(rewardApi.totalPointsFind, { $limit: 0 }, { signal })).totals,
    enabled: isLoggedIn,
  });
}

/** The points history's order: newest first (`''`, the default) or oldest first. */
export type HistoryOrder = '' | 'oldest';

/** What each movement of points was, within the days picked, newest first unless asked. */
export function usePointMovements(range: HistoryRange, order: HistoryOrder) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const filter = useHistoryRangeQuery(range);
  return useQuery({
    queryKey: rewardsKeys.pointMovements({ ...filter, order, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(
        rewardApi.totalPointsFind,
        {
          ...filter,
          $limit: HISTORY_PAGE_SIZE,
          $skip: (range.page - 1) * HISTORY_PAGE_SIZE,
          $sort: { createdAt: order === 'oldest' ? 1 : -1 },
        },
        { signal },
      ),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
}
