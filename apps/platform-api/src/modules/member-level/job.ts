import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { DailyJob, Payout } from '../../jobs';
import { transferBatch } from '../../ledger';
import { writePlatformMemos } from '../memo';

export const LEVEL_CRON = '15 0 * * *';

interface LevelUp {
  user_id: number;
  currency_id: number;
  scale: number;
  new_level_id: number;
  new_level_name: string;
  /** Levels passed on the way up whose VIP bonus this member had not received yet. */
  bonus_levels: number[];
  bonus_amounts: bigint[];
}

/**
 * The daily member level job: each member active on the business day adds the day's deposits, stakes and
 * wins (the `member_daily_totals` projection) to their accumulated progress, once (the runner keys each
 * member and day), then takes the highest level of their currency whose any one requirement they meet.
 * Levels only rise; each level passed pays its VIP bonus into the wallet once per member, ever.
 */
export function memberLevelJob(
  options: { afterPay?: (day: string, claimed: readonly Payout[]) => Promise<void> } = {},
): DailyJob {
  return {
    name: 'member-level',
    reads: ['daily-totals'],
    keepsZeroPayouts: true,
    cron: LEVEL_CRON,
    async payouts(tx: Queryable, day: string, afterUserId: number, limit: number) {
      const { rows } = await tx.query<{
        user_id: number;
        currency_id: number;
        deposit_total: bigint;
        bet_total: bigint;
        win_total: bigint;
      }>(
        `SELECT d.user_id, d.currency_id, d.deposit_total, d.bet_total, d.win_total
           FROM member_daily_totals d JOIN users u ON u.id = d.user_id AND u.currency_id = d.currency_id
          WHERE d.business_day = $1::date AND d.user_id > $2
          ORDER BY d.user_id LIMIT $3`,
        [day, afterUserId, limit],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currencyId: row.currency_id,
        amount: 0n,
        detail: {
          deposit: String(row.deposit_total),
          bet: String(row.bet_total),
          win: String(row.win_total),
        },
      }));
    },
    async pay(tx: Queryable, day: string, claimed: readonly Payout[]) {
      if (claimed.length === 0) return;
      const column = (key: string) => claimed.map((payout) => String(payout.detail?.[key] ?? '0'));
      const userIds = claimed.map((payout) => payout.userId);
      await tx.query(
        `INSERT INTO member_level_progress AS p (user_id, deposit_total, bet_total, win_total, counted_through)
         SELECT v.user_id, v.deposit, v.bet, v.win, $5::date
           FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::bigint[]) AS v(user_id, deposit, bet, win)
         ON CONFLICT (user_id) DO UPDATE SET
           deposit_total = p.deposit_total + EXCLUDED.deposit_total,
           bet_total = p.bet_total + EXCLUDED.bet_total,
           win_total = p.win_total + EXCLUDED.win_total,
           counted_through = GREATEST(p.counted_through, EXCLUDED.counted_through),
           updated_at = now()`,
        [userIds, column('deposit'), column('bet'), column('win'), day],
      );
      const { rows: ups } = await tx.query<LevelUp>(
        `WITH reached AS (
           SELECT u.id AS user_id, u.currency_id, cur.rank AS current_rank, top.id AS level_id, top.rank,
                  top.names ->> 'en' AS name
             FROM users u
             JOIN member_level_progress p ON p.user_id = u.id
             LEFT JOIN member_levels cur ON cur.id = u.member_level_id
             JOIN LATERAL (
               SELECT l.id, l.rank, l.names FROM member_levels l
                WHERE l.currency_id = u.currency_id
                  AND (p.deposit_total >= l.required_deposit OR p.bet_total >= l.required_turnover
                       OR p.bet_total - p.win_total >= l.required_winloss)
                ORDER BY l.rank DESC LIMIT 1
             ) top ON true
            WHERE u.id = ANY($1::int[]) AND top.rank > coalesce(cur.rank, 0)
         ), moved AS (
           UPDATE users SET member_level_id = reached.level_id FROM reached WHERE users.id = reached.user_id
           RETURNING users.id
         ), owed AS (
           INSERT INTO member_level_bonuses (user_id, level_id, amount, business_day)
           SELECT r.user_id, l.id, l.vip_bonus, $2::date FROM reached r
             JOIN member_levels l ON l.currency_id = r.currency_id
              AND l.rank > coalesce(r.current_rank, 0) AND l.rank <= r.rank
           ON CONFLICT (user_id, level_id) DO NOTHING
           RETURNING user_id, level_id, amount
         )
         SELECT r.user_id, r.currency_id, c.scale, r.level_id AS new_level_id, r.name AS new_level_name,
                coalesce(array_agg(o.level_id ORDER BY o.level_id) FILTER (WHERE o.amount > 0), '{}') AS bonus_levels,
                coalesce(array_agg(o.amount ORDER BY o.level_id) FILTER (WHERE o.amount > 0), '{}') AS bonus_amounts
           FROM reached r JOIN currencies c ON c.id = r.currency_id
           LEFT JOIN owed o ON o.user_id = r.user_id
          GROUP BY r.user_id, r.currency_id, c.scale, r.level_id, r.name`,
        [userIds, day],
      );
      await transferBatch(
        tx,
        ups.flatMap((up) =>
          up.bonus_levels.map((levelId, index) => ({
            idempotencyKey: `level_bonus:${up.user_id}:${levelId}`,
            debit: { system: 'promotion' as const, currencyId: up.currency_id },
            credit: { userId: up.user_id, kind: 'main' as const },
            amount: BigInt(up.bonus_amounts[index] ?? 0n),
            type: 'vip_bonus',
            reference: `member_level:${levelId}`,
          })),
        ),
      );
      await writePlatformMemos(
        tx,
        ups.map((up) => ({
          userId: up.user_id,
          category: 'Member' as const,
          template: 'level_up' as const,
          params: {
            level: up.new_level_name,
            amount: minorToMoney(
              up.bonus_amounts.reduce((sum: bigint, amount) => sum + BigInt(amount), 0n),
              up.scale,
            ),
          },
          sourceKey: `level_up:${up.user_id}:${up.new_level_id}`,
        })),
      );
    },
    ...(options.afterPay ? { afterPay: options.afterPay } : {}),
  };
}
