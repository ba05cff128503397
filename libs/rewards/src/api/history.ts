import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { rewardApi } from '@casino/contracts/rewards';
import type { RedeemTypeCode } from '@casino/contracts/rewards';
import { useHistoryRangeQuery } from '@casino/i18n';
import { rewardsKeys } from './keys';
import { languageQuery, useRewardsLanguage } from './member';
import { HISTORY_PAGE_SIZE } from './points';
import type { HistoryRange } from './points';

/** The member's redemptions of every kind (or one), newest first, within the business days picked. */
export function useRedeemHistory(range: HistoryRange, type: RedeemTypeCode | '') {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = useRewardsLanguage();
  const filter = { ...useHistoryRangeQuery(range), ...(type ? { type } : {}) };
  return useQuery({
    queryKey: rewardsKeys.history({ ...filter, page: range.page, languageId: languageId ?? null }),
    queryFn: ({ signal }) =>
      client.find(
        rewardApi.redeemTransactionFind,
        {
          ...filter,
          ...languageQuery(languageId),
          $limit: HISTORY_PAGE_SIZE,
          $skip: (range.page - 1) * HISTORY_PAGE_SIZE,
          $sort: { createdAt: -1 },
        },
        { signal },
      ),
    enabled: isLoggedIn && languageId !== undefined,
    placeholderData: keepPreviousData,
  });
}
