import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { affiliateApi } from '@casino/contracts/affiliate';
import { affiliateKeys } from './keys';

/** Clicks, registrations, active members, turnover, net loss and income per business day, both ends inclusive. */
export function useAffiliateStatistics(firstDay: string, lastDay: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: affiliateKeys.statistics(firstDay, lastDay),
    queryFn: ({ signal }) =>
      client.find(
        affiliateApi.affiliateProfileStatisticFind,
        { first_day: firstDay, last_day: lastDay },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
