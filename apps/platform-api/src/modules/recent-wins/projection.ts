import type { RecentWin } from '@casino/contracts';
import type { Db } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';
import type { WinRules } from './repository';
import { notableWinsAmong } from './repository';

/** The Hub88 transaction of a paid round result in the activity stream. */
function winTransactionOf(event: ActivityEvent): string | undefined {
  if (event.subType !== 'result' || event.amount === null || event.amount <= 0n) return undefined;
  const uuid = event.detail['transaction_uuid'];
  return typeof uuid === 'string' ? uuid : undefined;
}

/**
 * Announces notable wins as the activity stream brings them: after each batch of game events committed,
 * the paid results that pass the rules go to `announce` (which broadcasts RECENT_WIN). It keeps no state
 * of its own (the wins are read from the wallet's transactions), so `apply` only moves the offset; the
 * announcement is best effort, like every afterCommit. Starts at the end: old wins are not announced.
 */
export function recentWinsProjection(
  db: Db,
  rules: WinRules,
  announce: (win: RecentWin) => Promise<void>,
): Projection {
  return {
    name: 'recent-wins',
    types: ['game'],
    startAt: 'end',
    async apply() {
      // Nothing to store: the wins are the wallet's own rows.
    },
    async afterCommit(events) {
      const uuids = events.map(winTransactionOf).filter((uuid): uuid is string => uuid !== undefined);
      for (const win of await notableWinsAmong(db, rules, uuids)) await announce(win);
    },
  };
}
