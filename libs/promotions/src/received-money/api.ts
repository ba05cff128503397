import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { moneyTriggerApi } from '@casino/contracts/promotions';
import type { MoneyTriggerEvent } from '@casino/contracts/promotions';
import { useHistoryRangeQuery } from '@casino/i18n';
import { receivedMoneyKeys } from './keys';

export const RECEIVED_MONEY_PAGE_SIZE = 10;

/** Business days picked (YYYY-MM-DD in the brand's time zone, empty for open) and a page. */
export interface ReceivedMoneyRange {
  startDate: string;
  endDate: string;
  page: number;
}

/** The money the member received from triggers, newest first, within the days picked and of one kind ('' all). */
export function useReceivedMoney(range: ReceivedMoneyRange, event: MoneyTriggerEvent | '') {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const filter = { ...useHistoryRangeQuery(range), ...(event ? { event } : {}) };
  return useQuery({
    queryKey: receivedMoneyKeys.history({ ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(
        moneyTriggerApi.moneyTriggerMemberHistoryFind,
        {
          ...filter,
          $limit: RECEIVED_MONEY_PAGE_SIZE,
          $skip: (range.page - 1) * RECEIVED_MONEY_PAGE_SIZE,
          $sort: { createdAt: -1 },
        },
        { signal },
      ),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
}
