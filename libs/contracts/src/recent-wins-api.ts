// The recent-wins endpoint: its own entry point (`@casino/contracts/recent-wins`), so the site's first load
// does not carry it; the ticker that calls it loads lazily. RecentWin itself is in the main entry, as the
// RECENT_WIN websocket message carries one.
import './zod-config';
import { z } from './zod-config';
import { defineEndpoint } from './endpoint';
import { RecentWin } from './recent-wins';

/** The latest notable wins, newest first. */
export const RecentWinList = z.object({ data: z.array(RecentWin).max(50) });
export type RecentWinList = z.infer<typeof RecentWinList>;

/** How many wins the list answers with. */
export const RECENT_WINS_LIMIT = 20;

export const recentWinsFind = defineEndpoint({
  service: 'recent-wins',
  scope: 'pb',
  method: 'find',
  summary:
    'The latest notable wins of the site (a win of at least the configured multiple of its stake, or of the ' +
    'configured amount), newest first, at most 20, with masked usernames. Live: the RECENT_WIN websocket topic.',
  response: RecentWinList,
});
