import type { Queryable } from '../../db/types';
import { PLAYED_SQL } from './programme';

/** The affiliate's member row: their code and currency (all figures are in it). */
export async function affiliateOf(
  db: Queryable,
  userId: number,
): Promise<{ refCode: string; currencyId: number; scale: number }> {
  const { rows } = await db.query<{ ref_code: string; currency_id: number; scale: number }>(
    `SELECT u.ref_code, u.currency_id, c.scale FROM users u JOIN currencies c ON c.id = u.currency_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`member ${userId} not found`);
  return { refCode: row.ref_code, currencyId: row.currency_id, scale: row.scale };
}

export interface ReferredDay {
  businessDay: string;
  /** Referred members who played that day. */
  members: number;
  turnover: bigint;
  /** Each member's day counts its net loss only (a winner's day counts 0), as the commission does. */
  netLoss: bigint;
}

/**
 * The referred members' totals per business day in [first, last], in the affiliate's currency (other
 * currencies never count), days without play left out.
 */
export async function referredDays(
  db: Queryable,
  affiliate: { userId: number; currencyId: number },
  first: string,
  last: string,
): Promise<ReferredDay[]> {
  const { rows } = await db.query<{ day: string; members: number; turnover: bigint; net_loss: bigint }>(
    `SELECT d.business_day::text AS day,
            count(*) FILTER (WHERE ${PLAYED_SQL})::int AS members,
            sum(d.bet_total)::bigint AS turnover,
            sum(GREATEST(d.bet_total - d.win_total, 0))::bigint AS net_loss
       FROM users m JOIN member_daily_totals d ON d.user_id = m.id
      WHERE m.referred_by = $1 AND d.currency_id = $2 AND d.business_day BETWEEN $3::date AND $4::date
      GROUP BY d.business_day ORDER BY d.business_day`,
    [affiliate.userId, affiliate.currencyId, first, last],
  );
  return rows.map((row) => ({
    businessDay: row.day,
    members: row.members,
    turnover: row.turnover,
    netLoss: row.net_loss,
  }));
}
