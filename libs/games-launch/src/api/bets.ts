import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useBusinessCalendar } from '@casino/i18n';
import { gamesApi } from '@casino/contracts';
import { gamesKeys } from './keys';

export const BETS_PAGE_SIZE = 20;

export interface BetFilter {
  /** Inclusive first business day, `YYYY-MM-DD` in the brand's time zone. */
  from: string;
  /** Inclusive last business day. */
  to: string;
  gameId: number | undefined;
  providerId: number | undefined;
}

/** The API's range: the exact instants from the first day's start to the start of the day after the last. */
function useBetQuery(filter: BetFilter) {
  const { start, end } = useBusinessCalendar().instants({ first: filter.from, last: filter.to });
  return {
    ...(start ? { date_from: start } : {}),
    ...(end ? { date_to: end } : {}),
    ...(filter.gameId !== undefined ? { game_list_id: filter.gameId } : {}),
    ...(filter.providerId !== undefined ? { provider_id: filter.providerId } : {}),
  };
}

export function useBetRecords(filter: BetFilter, page: number) {
  const client = useApiClient();
  const query = { ...useBetQuery(filter), $limit: BETS_PAGE_SIZE, $skip: (page - 1) * BETS_PAGE_SIZE };
  return useQuery({
    queryKey: gamesKeys.bets(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.find(gamesApi.betTransactionFind, { ...query, $sort: { created_at: -1 } }, { signal }),
  });
}

export function useBetSummary(filter: BetFilter) {
  const client = useApiClient();
  const query = useBetQuery(filter);
  return useQuery({
    queryKey: gamesKeys.betSummary(query),
    queryFn: ({ signal }) => client.find(gamesApi.betTransactionSummary, query, { signal }),
  });
}

/** Per-game totals; without a game filter they also name the games the member played in the range. */
export function useTotalBet(filter: BetFilter) {
  const client = useApiClient();
  const query = { ...useBetQuery(filter), $limit: 200 };
  return useQuery({
    queryKey: gamesKeys.totalBet(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.find(gamesApi.totalBetFind, { ...query, $sort: { total_bet: -1 } }, { signal }),
  });
}
