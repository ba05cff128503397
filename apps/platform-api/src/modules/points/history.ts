import { minorToMoney } from '@casino/contracts';
import type { PointMovement, PointTotals } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';

/** Hundredths of a point as the API shows points ("12.50"). */
export const pointString = (hundredths: bigint) => minorToMoney(hundredths, 2);

interface Page extends InstantRange {
  $sort?: { createdAt?: 1 | -1 } | undefined;
  limit: number;
  skip: number;
}

/**
 * The member's points: balance, badge points, what came in and went out over all time, and the movements
 * of the `points` ledger account within the instants picked, newest first.
 */
export async function pointHistory(
  db: Queryable,
  userId: number,
  page: Page,
  isDisplay: boolean,
): Promise<{ total: number; data: PointMovement[]; totals: PointTotals }> {
  const balances = await db.query<{
    kind: string;
    balance: bigint;
    earned: bigint | null;
    spent: bigint | null;
  }>(
    `SELECT a.kind, a.balance,
            (SELECT sum(e.amount)::bigint FROM ledger_entries e WHERE e.account_id = a.id AND e.amount > 0) AS earned,
            (SELECT (-sum(e.amount))::bigint FROM ledger_entries e WHERE e.account_id = a.id AND e.amount < 0) AS spent
       FROM accounts a WHERE a.user_id = $1 AND a.kind IN ('points', 'badge_points')`,
    [userId],
  );
  const of = (kind: string) => balances.rows.find((row) => row.kind === kind);
  const points = of('points');
  const totals: PointTotals = {
    point: pointString(points?.balance ?? 0n),
    badge_point: pointString(of('badge_points')?.balance ?? 0n),
    earned: pointString(points?.earned ?? 0n),
    spent: pointString(points?.spent ?? 0n),
    is_display: isDisplay,
  };
  const params: unknown[] = [userId];
  const where = whereOf([
    `e.account_id = (SELECT id FROM accounts WHERE user_id = $1 AND kind = 'points')`,
    ...dateRange('e.created_at', page, params),
  ]);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries e ${where}`,
    params,
  );
  const { rows } = await db.query<{
    id: bigint;
    kind: string;
    amount: bigint;
    balance_after: bigint;
    created_at: string;
  }>(
    `SELECT e.id, t.kind, e.amount, e.balance_after,
            to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM ledger_entries e JOIN transfers t ON t.id = e.transfer_id
       ${where} ${orderOf(page.$sort, { createdAt: 'e.created_at' }, 'e.id')}
      LIMIT ${page.limit} OFFSET ${page.skip}`,
    params,
  );
  return {
    total: count.rows[0]?.n ?? 0,
    totals,
    data: rows.map((row) => ({
      id: Number(row.id),
      type: row.kind,
      points: pointString(row.amount),
      balance_after: pointString(row.balance_after),
      createdAt: row.created_at,
    })),
  };
}
