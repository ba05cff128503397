import { minorToMoney } from '@casino/contracts';
import type { CashbackKind } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import type { DailyJob, Payout } from '../../jobs';
import { transferBatch } from '../../ledger';
import { writePlatformMemos } from '../memo';
import { DEFAULT_LEVEL, MEMBER_LEVEL_SQL } from './programme';

export const CASHBACK_CRON = '5 0 * * *';

/**
 * What a day earns: cashback is a share of the net loss (stakes less wins, when positive), rebate a share
 * of the turnover (stakes). Either needs the day's stakes to reach the rate's min_turnover.
 */
const BASE_SQL: Record<CashbackKind, string> = {
  cashback: 'GREATEST(d.bet_total - d.win_total, 0)',
  rebate: 'd.bet_total',
};

/**
 * The daily cashback or rebate job: members whose active bonus is this kind (spec 4's one-active rule)
 * are paid the day's share from the `member_daily_totals` projection, at their level's rate, into their
 * cashback or rebate balance (`${kind}:${day}:${userId}`, one ledger batch per chunk).
 */
export function cashbackJob(
  kind: CashbackKind,
  options: { afterPay?: (day: string, claimed: readonly Payout[]) => Promise<void> } = {},
): DailyJob {
  return {
    name: kind,
    reads: ['daily-totals'],
    cron: CASHBACK_CRON,
    async payouts(tx: Queryable, day: string, afterUserId: number, limit: number) {
      const { rows } = await tx.query<{
        user_id: number;
        currency_id: number;
        base: bigint;
        bet_total: bigint;
        win_total: bigint;
        rate_bp: number;
        min_turnover: bigint;
        level_id: number;
      }>(
        // The minimum turnover and the 1-unit floor are applied below, not in WHERE: filters on the rate
        // make the planner expect few rows, sort every remaining member for each chunk, and a day of N
        // members cost N²/chunk rows. Members they leave out come back with 0 and are not paid.
        `SELECT d.user_id, d.currency_id, ${BASE_SQL[kind]} AS base, d.bet_total, d.win_total, r.rate_bp,
                r.min_turnover, r.level_id
           FROM member_daily_totals d
           JOIN users u ON u.id = d.user_id AND u.currency_id = d.currency_id
           JOIN member_bonus b ON b.user_id = d.user_id AND b.kind = $1
           JOIN cashback_programmes p ON p.kind = $1 AND p.active
           JOIN LATERAL (
             SELECT rate_bp, min_turnover, level_id FROM cashback_rates r
              WHERE r.kind = $1 AND r.currency_id = d.currency_id
                AND r.level_id IN (${MEMBER_LEVEL_SQL}, ${DEFAULT_LEVEL})
              ORDER BY r.level_id = ${MEMBER_LEVEL_SQL} DESC LIMIT 1
           ) r ON true
          WHERE d.business_day = $2::date AND d.user_id > $3
          ORDER BY d.user_id LIMIT $4`,
        [kind, day, afterUserId, limit],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currencyId: row.currency_id,
        amount: row.bet_total >= row.min_turnover ? (row.base * BigInt(row.rate_bp)) / 10_000n : 0n,
        detail: {
          base: String(row.base),
          rate_bp: row.rate_bp,
          level_id: row.level_id,
          bet_total: String(row.bet_total),
          win_total: String(row.win_total),
        },
      }));
    },
    async pay(tx: Queryable, day: string, claimed: readonly Payout[]) {
      await transferBatch(
        tx,
        claimed.map((payout) => {
          if (payout.currencyId === null) throw new Error(`${kind} payout without a currency`);
          return {
            idempotencyKey: `${kind}:${day}:${payout.userId}`,
            debit: { system: 'house' as const, currencyId: payout.currencyId },
            credit: { userId: payout.userId, kind },
            amount: payout.amount,
            type: kind,
            reference: `${kind}:${day}`,
          };
        }),
      );
      // Each payout's memo, in the same transaction (its key is the payout's, so a resumed day writes none twice).
      const { rows: scales } = await tx.query<{ id: number; scale: number }>(
        'SELECT id, scale FROM currencies WHERE id = ANY($1::int[])',
        [[...new Set(claimed.map((payout) => payout.currencyId))]],
      );
      const scaleOf = new Map(scales.map((row) => [row.id, row.scale]));
      await writePlatformMemos(
        tx,
        claimed.map((payout) => {
          const scale = scaleOf.get(payout.currencyId ?? -1);
          if (scale === undefined) throw new Error(`${kind} payout in an unknown currency`);
          return {
            userId: payout.userId,
            category: kind === 'cashback' ? ('Cashback' as const) : ('Rebate' as const),
            template: kind === 'cashback' ? ('cashback_paid' as const) : ('rebate_paid' as const),
            params: { amount: minorToMoney(payout.amount, scale), day },
            sourceKey: `${kind}:${day}:${payout.userId}`,
          };
        }),
      );
    },
    ...(options.afterPay ? { afterPay: options.afterPay } : {}),
  };
}
