import type { QueryClient } from '@tanstack/react-query';
import type { RecentWin, WsMessage } from '@casino/contracts';
import type { RecentWinList } from '@casino/contracts/recent-wins';
import { recentWinsKey } from './api/recent-wins-key';

// What the shell's member socket needs of the recent wins, without the ticker, its texts or contracts:
// the list's query key (read again whenever the socket (re)opens) and the reaction to RECENT_WIN.

/** The list read again when the member socket (re)opens: wins announced while it was closed are lost. */
export const recentWinsLiveQueryKeys = [recentWinsKey] as const;

/** How many wins the ticker keeps when they arrive live (the endpoint answers with 20). */
const KEPT = 20;

/**
 * RECENT_WIN: the win goes first in the ticker's list, once. Only a list already read is changed: a page
 * without the ticker keeps nothing, and the ticker's first read brings the win anyway.
 */
export function onRecentWinsMessage(queryClient: QueryClient, message: WsMessage): void {
  if (message.topic_name !== 'RECENT_WIN') return;
  const win: RecentWin = message.data;
  queryClient.setQueryData<RecentWinList>(
    recentWinsKey,
    (list) => list && { data: [win, ...list.data.filter((known) => known.id !== win.id)].slice(0, KEPT) },
  );
}
