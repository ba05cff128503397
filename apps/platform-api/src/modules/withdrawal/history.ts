import type { TransactionStatus, WithdrawalSummary } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';
import type { WithdrawalRow } from './repository';
import { toWithdrawal, WITHDRAWAL_SELECT } from './repository';
import { currencyOf } from './settings';

export interface HistoryFilter extends InstantRange {
  status?: TransactionStatus | undefined;
}

function conditions(userId: number, filter: HistoryFilter, params: unknown[]): string[] {
  params.push(userId);
  const list = [`w.user_id = $${params.length}`];
  if (filter.status) {
    params.push(filter.status);
    list.push(`w.status = $${params.length}`);
  }
  return [...list, ...dateRange('w.created_at', filter, params)];
}

export async function withdrawalHistory(
  db: Queryable,
  userId: number,
  query: HistoryFilter & {
    $limit?: number | undefined;
    $skip?: number | undefined;
    $sort?: Record<string, 1 | -1 | undefined> | undefined;
  },
) {
  const params: unknown[] = [];
  const where = whereOf(conditions(userId, query, params));
  const total = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM withdrawals w ${where}`, params);
  const limit = query.$limit ?? 20;
  const skip = query.$skip ?? 0;
  const order = orderOf(query.$sort, { createdAt: 'w.created_at', amount: 'w.amount' }, 'w.id');
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} ${where} ${order} LIMIT ${limit} OFFSET ${skip}`,
    params,
  );
  return { total: Number(total.rows[0]?.n ?? 0n), limit, skip, data: rows.map(toWithdrawal) };
}

export async function withdrawalSummary(
  db: Queryable,
  userId: number,
  filter: HistoryFilter,
): Promise<WithdrawalSummary> {
  const params: unknown[] = [];
  const where = whereOf(conditions(userId, filter, params));
  const { rows } = await db.query<{ status: TransactionStatus; n: bigint; total: bigint }>(
    `SELECT w.status, count(*) AS n, sum(w.amount)::bigint AS total FROM withdrawals w ${where} GROUP BY w.status`,
    params,
  );
  const currency = await db.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
    userId,
  ]);
  const { scale } = await currencyOf(db, currency.rows[0]?.currency_id ?? 1);
  const of = (status: TransactionStatus) => rows.find((r) => r.status === status);
  const count = (status: TransactionStatus) => Number(of(status)?.n ?? 0n);
  const sum = (status: TransactionStatus) => minorToMoney(of(status)?.total ?? 0n, scale);
  return {
    total_count: count('pending') + count('success') + count('fail'),
    pending_count: count('pending'),
    success_count: count('success'),
    fail_count: count('fail'),
    pending_amount: sum('pending'),
    success_amount: sum('success'),
    fail_amount: sum('fail'),
  };
}
