import { businessDayOf } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';
import { payTriggers, type TriggerPayment } from './pay';

interface RunningTrigger {
  id: number;
  currency_id: number;
  amount: bigint;
  min_deposit: bigint;
  repeat: 'once' | 'daily' | 'every';
  listed: boolean;
  starts_at: Date;
  ends_at: Date;
}

function occasionOf(trigger: RunningTrigger, deposit: ActivityEvent, timeZone: string): string {
  if (trigger.repeat === 'once') return 'once';
  if (trigger.repeat === 'daily') return businessDayOf(deposit.createdAt, timeZone);
  return String(deposit.detail['reference'] ?? deposit.id);
}

/**
 * Deposit money triggers, as a projection of the activity stream: each credited deposit that reaches a
 * running trigger's minimum (of its currency, and among its members when it lists any) pays the trigger's
 * amount, once per occasion. Applied exactly once with the stream's offset, so a crash or a second
 * instance pays nothing twice; `onPaid` tells members after the commit.
 */
export function depositTriggerProjection(
  timeZone: string,
  onPaid: (userIds: readonly number[]) => Promise<void>,
): Projection {
  const paidInBatch = new Set<number>();
  return {
    name: 'money-triggers',
    types: ['deposit'],
    startAt: 'end',
    async apply(tx: Queryable, events) {
      paidInBatch.clear();
      const deposits = events.filter((event) => event.amount !== null && event.currencyId !== null);
      if (deposits.length === 0) return;
      const { rows: triggers } = await tx.query<RunningTrigger>(
        `SELECT id, currency_id, amount, min_deposit, repeat, listed, starts_at, ends_at FROM money_triggers
          WHERE event = 'deposit' AND currency_id = ANY($1::int[]) AND ends_at > $2 AND starts_at <= $3`,
        [
          [...new Set(deposits.map((event) => event.currencyId))],
          new Date(Math.min(...deposits.map((event) => event.createdAt.getTime()))),
          new Date(Math.max(...deposits.map((event) => event.createdAt.getTime()))),
        ],
      );
      if (triggers.length === 0) return;
      const listed = await tx.query<{ trigger_id: number; user_id: number }>(
        `SELECT trigger_id, user_id FROM money_trigger_members
          WHERE trigger_id = ANY($1::int[]) AND user_id = ANY($2::int[])`,
        [triggers.filter((t) => t.listed).map((t) => t.id), [...new Set(deposits.map((e) => e.userId))]],
      );
      const isListed = new Set(listed.rows.map((row) => `${row.trigger_id}:${row.user_id}`));
      const payments: TriggerPayment[] = [];
      for (const deposit of deposits) {
        for (const trigger of triggers) {
          const at = deposit.createdAt.getTime();
          const applies =
            trigger.currency_id === deposit.currencyId &&
            (deposit.amount ?? 0n) >= trigger.min_deposit &&
            new Date(trigger.starts_at).getTime() <= at &&
            new Date(trigger.ends_at).getTime() > at &&
            (!trigger.listed || isListed.has(`${trigger.id}:${deposit.userId}`));
          if (!applies) continue;
          payments.push({
            triggerId: trigger.id,
            userId: deposit.userId,
            occasion: occasionOf(trigger, deposit, timeZone),
            amount: trigger.amount,
            currencyId: trigger.currency_id,
            reference: typeof deposit.detail['reference'] === 'string' ? deposit.detail['reference'] : null,
            grantedBy: null,
          });
        }
      }
      // One payment per occasion in a batch (two deposits of one day for a daily trigger).
      const unique = [
        ...new Map(payments.map((p) => [`${p.triggerId}:${p.userId}:${p.occasion}`, p])).values(),
      ];
      const receipts = await payTriggers(tx, unique);
      for (const receipt of receipts) if (receipt.created) paidInBatch.add(receipt.user_id);
    },
    async afterCommit() {
      const userIds = [...paidInBatch];
      paidInBatch.clear();
      if (userIds.length > 0) await onPaid(userIds);
    },
  };
}
