import { minorToMoney } from '@casino/contracts';
import type { MoneyTriggerEvent } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import { transferBatch } from '../../ledger';
import { writePlatformMemos } from '../memo';
import { appendActivity } from '../../stream';

/** A payment a trigger owes a member; `occasion` makes it unique for the trigger and member. */
export interface TriggerPayment {
  triggerId: number;
  userId: number;
  occasion: string;
  amount: bigint;
  currencyId: number;
  /** What set it off (a deposit's reference), if anything did. */
  reference: string | null;
  grantedBy: number | null;
}

export interface PaidReceipt {
  id: bigint;
  trigger_id: number;
  user_id: number;
  amount: bigint;
  currency_id: number;
  reference: string | null;
  name: string;
  event: MoneyTriggerEvent;
  scale: number;
  created_at: Date;
  /** False when the occasion had been paid before: nothing moved this time. */
  created: boolean;
}

export const receiptReference = (id: bigint) => `money_trigger_receipt:${id}`;

/**
 * Pays what triggers owe, in the caller's transaction: one receipt per (trigger, member, occasion), so an
 * occasion paid before pays nothing again; each new receipt is one ledger transfer from the promotion
 * account into the member's wallet, one `received_money_trigger` activity and a reward memo.
 */
export async function payTriggers(
  tx: Queryable,
  payments: readonly TriggerPayment[],
): Promise<PaidReceipt[]> {
  if (payments.length === 0) return [];
  const column = <T>(pick: (payment: TriggerPayment) => T) => payments.map(pick);
  const { rows } = await tx.query<PaidReceipt>(
    `WITH v AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::bigint[], $5::int[], $6::text[], $7::int[])
         AS v(trigger_id, user_id, occasion, amount, currency_id, reference, granted_by)
     ), inserted AS (
       INSERT INTO money_trigger_receipts (trigger_id, user_id, occasion, amount, currency_id, reference, granted_by)
       SELECT trigger_id, user_id, occasion, amount, currency_id, reference, granted_by FROM v
       ON CONFLICT (trigger_id, user_id, occasion) DO NOTHING
       RETURNING *
     ), receipts AS (
       SELECT inserted.*, true AS created FROM inserted
       UNION ALL
       SELECT r.*, false AS created FROM money_trigger_receipts r JOIN v USING (trigger_id, user_id, occasion)
        WHERE NOT EXISTS (SELECT 1 FROM inserted i WHERE i.id = r.id)
     )
     SELECT receipts.id, receipts.trigger_id, receipts.user_id, receipts.amount, receipts.currency_id,
            receipts.reference, receipts.created_at, receipts.created, t.name, t.event, c.scale
       FROM receipts JOIN money_triggers t ON t.id = receipts.trigger_id JOIN currencies c ON c.id = receipts.currency_id
      ORDER BY receipts.id`,
    [
      column((p) => p.triggerId),
      column((p) => p.userId),
      column((p) => p.occasion),
      column((p) => String(p.amount)),
      column((p) => p.currencyId),
      column((p) => p.reference),
      column((p) => p.grantedBy),
    ],
  );
  const paid = rows.filter((row) => row.created);
  await transferBatch(
    tx,
    paid.map((row) => ({
      idempotencyKey: receiptReference(row.id),
      debit: { system: 'promotion' as const, currencyId: row.currency_id },
      credit: { userId: row.user_id, kind: 'main' as const },
      amount: row.amount,
      type: 'money_trigger',
      reference: receiptReference(row.id),
      metadata: { trigger_id: row.trigger_id },
    })),
  );
  for (const row of paid) {
    await appendActivity(tx, {
      userId: row.user_id,
      type: 'received_money_trigger',
      amount: row.amount,
      currencyId: row.currency_id,
      detail: {
        trigger_id: row.trigger_id,
        name: row.name,
        amount: minorToMoney(row.amount, row.scale),
        ...(row.reference ? { reference: row.reference } : {}),
      },
    });
  }
  await writePlatformMemos(
    tx,
    paid.map((row) => ({
      userId: row.user_id,
      category: 'Auto Message' as const,
      template: 'money_received' as const,
      params: { amount: minorToMoney(row.amount, row.scale), name: row.name },
      sourceKey: receiptReference(row.id),
    })),
  );
  return rows;
}
