import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import type { GameTagCode } from '@casino/contracts';
import { gamesKeys } from './keys';

/** A home row shows this many games; "See all" opens the rest on the games page. */
export const ROW_SIZE = 12;

/**
 * The first games of a tag in the catalogue's own order (order_no), for a home row. Under the lists' key,
 * so a favourite toggled in a row or the lobby shows everywhere.
 */
export function useGameRow(tag: GameTagCode) {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: gamesKeys.list({ row: tag, user: session.user?.id ?? null }),
    queryFn: async ({ signal }) => {
      const reply = await client.find(
        gamesApi.gameListFind,
        { $limit: ROW_SIZE, $sort: { order_no: 1 }, tag },
        { signal },
      );
      return { games: reply.data, total: reply.total };
    },
    enabled: !session.isPending,
    staleTime: 60_000,
  });
}
