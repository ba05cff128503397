import type { Queryable } from '../../db/types';

export interface DailyTotals {
  businessDay: string;
  currencyId: number;
  betTotal: bigint;
  winTotal: bigint;
  betCount: number;
  depositTotal: bigint;
  depositCount: number;
  withdrawalTotal: bigint;
}

/** A member's totals per business day in [from, to] (inclusive, YYYY-MM-DD), oldest first. */
export async function dailyTotalsOf(
  db: Queryable,
  userId: number,
  range: { from: string; to: string },
): Promise<DailyTotals[]> {
  const { rows } = await db.query<{
    business_day: string;
    currency_id: number;
    bet_total: bigint;
    win_total: bigint;
    bet_count: number;
    deposit_total: bigint;
    deposit_count: number;
    withdrawal_total: bigint;
  }>(
    `SELECT business_day::text AS business_day, currency_id, bet_total, win_total, bet_count, deposit_total,
            deposit_count, withdrawal_total
       FROM member_daily_totals
      WHERE user_id = $1 AND business_day BETWEEN $2::date AND $3::date
      ORDER BY business_day, currency_id`,
    [userId, range.from, range.to],
  );
  return rows.map((row) => ({
    businessDay: row.business_day,
    currencyId: row.currency_id,
    betTotal: row.bet_total,
    winTotal: row.win_total,
    betCount: row.bet_count,
    depositTotal: row.deposit_total,
    depositCount: row.deposit_count,
    withdrawalTotal: row.withdrawal_total,
  }));
}
