import type { Deposit, DepositStatus, DepositSummary, Paginated } from '@casino/contracts';
import { DEFAULT_LIMIT, minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { dateRange, type InstantRange } from '../../http/history-filter';
import { memberCurrency } from './catalogue';
import type { DepositRow } from './repository';
import { DEPOSIT_COLUMNS, DEPOSIT_FROM, toDeposit } from './repository';

export interface HistoryFilter extends InstantRange {
  status?: DepositStatus | undefined;
}

/** WHERE clause of a member's deposits in `[start_date, end_date)`. */
function where(userId: number, filter: HistoryFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const clauses = ['d.user_id = $1'];
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`d.status = $${params.length}`);
  }
  clauses.push(...dateRange('d.created_at', filter, params));
  return { sql: clauses.join(' AND '), params };
}

export async function depositHistory(
  db: Queryable,
  userId: number,
  query: HistoryFilter & {
    $limit?: number | undefined;
    $skip?: number | undefined;
    $sort?: Partial<Record<'createdAt' | 'deposit_amount', 1 | -1>> | undefined;
  },
): Promise<Paginated<Deposit>> {
  const { sql, params } = where(userId, query);
  const columns = { createdAt: 'd.created_at', deposit_amount: 'd.amount' };
  const order = Object.entries(query.$sort ?? {}).map(
    ([key, dir]) => `${columns[key as keyof typeof columns]} ${dir === 1 ? 'ASC' : 'DESC'}`,
  );
  order.push('d.created_at DESC', 'd.id DESC');
  const limit = query.$limit ?? DEFAULT_LIMIT;
  const skip = query.$skip ?? 0;
  const total = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM deposits d WHERE ${sql}`, params);
  const rows = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE ${sql} ORDER BY ${order.join(', ')}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, skip],
  );
  const now = new Date();
  return {
    total: Number(total.rows[0]?.n ?? 0),
    limit,
    skip,
    data: rows.rows.map((r) => toDeposit(r, now)),
  };
}

export async function depositSummary(
  db: Queryable,
  userId: number,
  filter: HistoryFilter,
): Promise<DepositSummary> {
  const { sql, params } = where(userId, filter);
  const { rows } = await db.query<{
    total: bigint;
    pending: bigint;
    success: bigint;
    fail: bigint;
    success_amount: bigint | null;
    received_amount: bigint | null;
  }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE d.status = 'pending') AS pending,
            count(*) FILTER (WHERE d.status = 'success') AS success,
            count(*) FILTER (WHERE d.status = 'fail') AS fail,
            (sum(d.amount) FILTER (WHERE d.status = 'success'))::int8 AS success_amount,
            (sum(d.amount - d.fee) FILTER (WHERE d.status = 'success'))::int8 AS received_amount
       FROM deposits d WHERE ${sql}`,
    params,
  );
  const row = rows[0];
  const { scale } = await memberCurrency(db, userId);
  return {
    total_count: Number(row?.total ?? 0),
    pending_count: Number(row?.pending ?? 0),
    success_count: Number(row?.success ?? 0),
    fail_count: Number(row?.fail ?? 0),
    success_amount: minorToMoney(row?.success_amount ?? 0n, scale),
    received_amount: minorToMoney(row?.received_amount ?? 0n, scale),
  };
}
