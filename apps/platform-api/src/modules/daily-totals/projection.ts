import type { Queryable } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';

interface DayChange {
  userId: number;
  createdAt: Date;
  currencyId: number;
  bet: bigint;
  win: bigint;
  bets: number;
  deposit: bigint;
  deposits: number;
  withdrawal: bigint;
}

/** What one event adds to its member's day; null when it changes none of the totals. */
function changeOf(event: ActivityEvent): DayChange | null {
  if (event.currencyId === null || event.amount === null) return null;
  const base = {
    userId: event.userId,
    createdAt: event.createdAt,
    currencyId: event.currencyId,
    bet: 0n,
    win: 0n,
    bets: 0,
    deposit: 0n,
    deposits: 0,
    withdrawal: 0n,
  };
  const amount = event.amount;
  if (event.type === 'deposit') return { ...base, deposit: amount, deposits: 1 };
  if (event.type === 'withdraw') return event.subType === 'success' ? { ...base, withdrawal: amount } : null;
  switch (event.subType) {
    case 'bet':
      return { ...base, bet: amount, bets: 1 };
    case 'refund':
      return { ...base, bet: -amount, bets: -1 };
    case 'result':
      return { ...base, win: amount };
    case 'cancel':
      return { ...base, win: -amount };
    default:
      return null;
  }
}

/**
 * Per member, business day and currency: stakes, wins, deposits and paid withdrawals. The day is the
 * event's time in the brand's time zone, so a bet at 23:30 in Bangkok counts for that Bangkok day.
 */
export function dailyTotalsProjection(timeZone: string): Projection {
  return {
    name: 'daily-totals',
    types: ['game', 'deposit', 'withdraw'],
    startAt: 'beginning',
    async apply(tx: Queryable, events) {
      const changes = events.map(changeOf).filter((change) => change !== null);
      if (changes.length === 0) return;
      const column = <T>(pick: (change: DayChange) => T) => changes.map(pick);
      await tx.query(
        `INSERT INTO member_daily_totals AS d (business_day, user_id, currency_id, bet_total, win_total,
           bet_count, deposit_total, deposit_count, withdrawal_total)
         SELECT (c.at AT TIME ZONE $1)::date, c.user_id, c.currency_id, sum(c.bet), sum(c.win), sum(c.bets),
                sum(c.deposit), sum(c.deposits), sum(c.withdrawal)
           FROM unnest($2::int[], $3::timestamptz[], $4::int[], $5::bigint[], $6::bigint[], $7::int[],
                       $8::bigint[], $9::int[], $10::bigint[])
             AS c(user_id, at, currency_id, bet, win, bets, deposit, deposits, withdrawal)
          GROUP BY 1, 2, 3
         ON CONFLICT (business_day, user_id, currency_id) DO UPDATE SET
           bet_total = d.bet_total + EXCLUDED.bet_total,
           win_total = d.win_total + EXCLUDED.win_total,
           bet_count = d.bet_count + EXCLUDED.bet_count,
           deposit_total = d.deposit_total + EXCLUDED.deposit_total,
           deposit_count = d.deposit_count + EXCLUDED.deposit_count,
           withdrawal_total = d.withdrawal_total + EXCLUDED.withdrawal_total`,
        [
          timeZone,
          column((c) => c.userId),
          column((c) => c.createdAt.toISOString()),
          column((c) => c.currencyId),
          // Decimal strings: both drivers send text arrays as they are.
          column((c) => String(c.bet)),
          column((c) => String(c.win)),
          column((c) => c.bets),
          column((c) => String(c.deposit)),
          column((c) => c.deposits),
          column((c) => String(c.withdrawal)),
        ],
      );
    },
  };
}
