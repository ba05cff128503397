import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { gamesApi } from '@casino/contracts';
import { gamesKeys } from './keys';

export const BETS_PAGE_SIZE = 20;

export interface BetFilter {
  /** Inclusive first day, `YYYY-MM-DD` in the member's time zone. */
  from: string;
  /** Inclusive last day. */
  to: string;
  gameId: number | undefined;
  providerId: number | undefined;
}

/** The API's range: local midnight of the first day up to local midnight after the last one. */
export function betQuery(filter: BetFilter) {
  const start = new Date(`${filter.from}T00:00:00`);
  const end = new Date(`${filter.to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return {
    date_from: start.toISOString(),
    date_to: end.toISOString(),
    ...(filter.gameId !== undefined ? { game_list_id: filter.gameId } : {}),
    ...(filter.providerId !== undefined ? { provider_id: filter.providerId } : {}),
  };
}

export function useBetRecords(filter: BetFilter, page: number) {
  const client = useApiClient();
  const query = { ...betQuery(filter), $limit: BETS_PAGE_SIZE, $skip: (page - 1) * BETS_PAGE_SIZE };
  return useQuery({
    queryKey: gamesKeys.bets(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.find(gamesApi.betTransactionFind, { ...query, $sort: { created_at: -1 } }, { signal }),
  });
}

export function useBetSummary(filter: BetFilter) {
  const client = useApiClient();
  const query = betQuery(filter);
  return useQuery({
    queryKey: gamesKeys.betSummary(query),
    queryFn: ({ signal }) => client.find(gamesApi.betTransactionSummary, query, { signal }),
  });
}

/** Per-game totals; without a game filter they also name the games the member played in the range. */
export function useTotalBet(filter: BetFilter) {
  const client = useApiClient();
  const query = { ...betQuery(filter), $limit: 200 };
  return useQuery({
    queryKey: gamesKeys.totalBet(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.find(gamesApi.totalBetFind, { ...query, $sort: { total_bet: -1 } }, { signal }),
  });
}
