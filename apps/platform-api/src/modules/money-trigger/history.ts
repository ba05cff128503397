import { minorToMoney } from '@casino/contracts';
import type { MoneyTriggerEvent, MoneyTriggerReceipt } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';

interface ReceiptRow {
  id: bigint;
  trigger_id: number;
  name: string;
  event: MoneyTriggerEvent;
  amount: bigint;
  currency_id: number;
  reference: string | null;
  scale: number;
  created_at: string;
}

export const toReceipt = (
  row: Omit<ReceiptRow, 'created_at'> & { created_at: string | Date },
): MoneyTriggerReceipt => ({
  id: Number(row.id),
  trigger_id: row.trigger_id,
  name: row.name,
  event: row.event,
  amount: minorToMoney(row.amount, row.scale),
  currency_id: row.currency_id,
  reference: row.reference,
  createdAt: new Date(row.created_at).toISOString(),
});

interface HistoryQuery extends InstantRange {
  event?: MoneyTriggerEvent | undefined;
  $sort?: { createdAt?: 1 | -1 } | undefined;
  limit: number;
  skip: number;
}

/** The member's receipts within the instants picked, newest first by default, and their sum. */
export async function memberReceipts(db: Queryable, userId: number, query: HistoryQuery) {
  const params: unknown[] = [userId];
  const conditions = ['r.user_id = $1', ...dateRange('r.created_at', query, params)];
  if (query.event) {
    params.push(query.event);
    conditions.push(`t.event = $${params.length}`);
  }
  const where = whereOf(conditions);
  const from = 'FROM money_trigger_receipts r JOIN money_triggers t ON t.id = r.trigger_id';
  const totals = await db.query<{ n: number; sum: bigint | null; scale: number | null }>(
    `SELECT count(*)::int AS n, sum(r.amount) AS sum, max(c.scale) AS scale
       ${from} JOIN currencies c ON c.id = r.currency_id ${where}`,
    params,
  );
  const order = orderOf(query.$sort, { createdAt: 'r.created_at' }, 'r.id');
  const { rows } = await db.query<ReceiptRow>(
    `SELECT r.id, r.trigger_id, t.name, t.event, r.amount, r.currency_id, r.reference, c.scale,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       ${from} JOIN currencies c ON c.id = r.currency_id ${where} ${order} LIMIT ${query.limit} OFFSET ${query.skip}`,
    params,
  );
  const summary = totals.rows[0];
  return {
    total: summary?.n ?? 0,
    total_amount: minorToMoney(summary?.sum ?? 0n, summary?.scale ?? 2),
    data: rows.map(toReceipt),
  };
}
