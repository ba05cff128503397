import type { Queryable } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';
import type { MemberRow } from './members';
import { activeRecordOf, endRecord, targetMet } from './members';

type Counters = Pick<MemberRow, 'turn_over_user' | 'turn_winlose_user'>;

/** One game event's effect on an active promotion: stakes count, wins and refunds move the net win. */
export function step(current: Counters, event: ActivityEvent): Counters {
  const amount = event.amount ?? 0n;
  const over = BigInt(current.turn_over_user);
  const winlose = BigInt(current.turn_winlose_user);
  switch (event.subType) {
    case 'bet':
      return { turn_over_user: over + amount, turn_winlose_user: winlose - amount };
    case 'result':
      return { turn_over_user: over, turn_winlose_user: winlose + amount };
    case 'cancel':
      return { turn_over_user: over, turn_winlose_user: winlose - amount };
    case 'refund':
      return { turn_over_user: over > amount ? over - amount : 0n, turn_winlose_user: winlose + amount };
    default:
      return current;
  }
}

/**
 * The active promotion's turn_over_user and turn_winlose_user, from the member's settled game events
 * after it was received. When the target is met the promotion ends as `received` and its bonus moves
 * to main, in the transaction that applies the event.
 */
export const promotionTurnoverProjection: Projection = {
  name: 'promotion-turnover',
  types: ['game'],
  startAt: 'end',
  async apply(tx: Queryable, events) {
    const userIds = [...new Set(events.map((event) => event.userId))].sort((a, b) => a - b);
    for (const userId of userIds) {
      const record = await activeRecordOf(tx, userId);
      if (!record) continue;
      const since = new Date(record.created_at).getTime();
      let counters: Counters = record;
      for (const event of events) {
        if (event.userId === userId && event.createdAt.getTime() >= since) counters = step(counters, event);
      }
      await tx.query(
        'UPDATE promotion_members SET turn_over_user = $2, turn_winlose_user = $3 WHERE id = $1',
        [record.id, String(counters.turn_over_user), String(counters.turn_winlose_user)],
      );
      const updated = { ...record, ...counters };
      if (targetMet(updated)) await endRecord(tx, updated, 'received');
    }
  },
};
