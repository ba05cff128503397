import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { useSession } from '@casino/auth';
import * as recentWinsApi from '@casino/contracts/recent-wins';
import { recentWinsKey } from './recent-wins-key';

/** A visitor has no socket: the list is read again this often. */
export const RECENT_WINS_POLL_MS = 30_000;

/**
 * The site's latest notable wins. A member's socket brings new ones as they happen (RECENT_WIN, see
 * `onRecentWinsMessage`); a visitor has no socket, so their list is read again every 30 s. Silent: the
 * ticker is decoration, so a failed read hides it rather than opening the failed-call dialog.
 */
export function useRecentWins() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: recentWinsKey,
    queryFn: ({ signal }) => client.find(recentWinsApi.recentWinsFind, undefined, { signal, silent: true }),
    refetchInterval: session.isLoggedIn ? false : RECENT_WINS_POLL_MS,
  });
}
