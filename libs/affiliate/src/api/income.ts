import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { affiliateApi } from '@casino/contracts/affiliate';
import type { HistoryRange } from '@casino/ui-kit';
import { useHistoryRangeQuery } from '@casino/i18n';
import { affiliateKeys } from './keys';

/** Rows a page of the daily income and of the received referral history. */
export const HISTORY_PAGE_SIZE = 10;

/** A history's order: newest first (`''`, the default) or oldest first. */
export type HistoryOrder = '' | 'oldest';

const paging = (page: number) => ({ $limit: HISTORY_PAGE_SIZE, $skip: (page - 1) * HISTORY_PAGE_SIZE });
const direction = (order: HistoryOrder) => (order === 'oldest' ? 1 : -1);

/**
 * The days picked as daily-affiliate takes them: business days themselves (`first_day`, `last_day`), both
 * inclusive, absent when open; a range picked backwards is read as its first day.
 */
export function dayRangeQuery({ startDate, endDate }: Pick<HistoryRange, 'startDate' | 'endDate'>) {
  const last = endDate && startDate && endDate < startDate ? startDate : endDate;
  return { ...(startDate ? { first_day: startDate } : {}), ...(last ? { last_day: last } : {}) };
}

/** The member's income per business day within the days picked. */
export function useDailyIncome(range: HistoryRange, order: HistoryOrder) {
  const client = useApiClient();
  const days = dayRangeQuery(range);
  return useQuery({
    queryKey: affiliateKeys.daily({ ...days, order, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(
        affiliateApi.dailyAffiliateFind,
        { ...days, ...paging(range.page), $sort: { business_day: direction(order) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Income into and transfers out of the affiliate balance, within the days picked (their instants). */
export function useReceivedHistory(range: HistoryRange, order: HistoryOrder) {
  const client = useApiClient();
  const instants = useHistoryRangeQuery(range);
  return useQuery({
    queryKey: affiliateKeys.received({ ...instants, order, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(
        affiliateApi.affiliateHistoryFind,
        { ...instants, ...paging(range.page), $sort: { createdAt: direction(order) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
