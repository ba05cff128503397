import type { Queryable } from '../../db/types';

export type PeriodUnit = 'day' | 'week' | 'month';

export interface PeriodUsage {
  unit: PeriodUnit;
  start: Date;
  end: Date;
  /** Deposits asked for (pending) or credited in the period, minor units. */
  deposited: bigint;
  /** Stakes less wins in the period; negative when the member is up. */
  lost: bigint;
}

/**
 * The member's business day, week (from Monday) and month around `now` in the brand's time zone, with what
 * they deposited and lost in each. Read from the deposits and bet records themselves, not the daily-totals
 * projection: a limit must count the deposit or bet just made, which the stream projects only later.
 */
export async function periodUsage(
  db: Queryable,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<Record<PeriodUnit, PeriodUsage>> {
  const { rows } = await db.query<{
    unit: PeriodUnit;
    start_at: Date;
    end_at: Date;
    deposited: bigint;
    lost: bigint;
  }>(
    `WITH p AS (
       SELECT u.unit,
              date_trunc(u.unit, $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3 AS start_at,
              (date_trunc(u.unit, $2::timestamptz AT TIME ZONE $3) + ('1 ' || u.unit)::interval) AT TIME ZONE $3
                AS end_at
         FROM unnest(ARRAY['day', 'week', 'month']) AS u(unit)
     )
     SELECT p.unit, p.start_at, p.end_at,
            (SELECT coalesce(sum(d.amount), 0) FROM deposits d
              WHERE d.user_id = $1 AND d.status IN ('pending', 'success')
                AND d.created_at >= p.start_at AND d.created_at < p.end_at)::bigint AS deposited,
            (SELECT coalesce(-sum(b.win_lose), 0) FROM bet_records b
              WHERE b.user_id = $1 AND b.created_at >= p.start_at AND b.created_at < p.end_at)::bigint AS lost
       FROM p`,
    [userId, now, timeZone],
  );
  const byUnit = Object.fromEntries(
    rows.map((row) => [
      row.unit,
      {
        unit: row.unit,
        start: new Date(row.start_at),
        end: new Date(row.end_at),
        deposited: BigInt(row.deposited),
        lost: BigInt(row.lost),
      },
    ]),
  );
  return byUnit as Record<PeriodUnit, PeriodUsage>;
}
