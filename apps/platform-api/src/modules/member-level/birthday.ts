import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { DailyJob, Payout } from '../../jobs';
import { transferBatch } from '../../ledger';
import { writePlatformMemos } from '../memo';

export const BIRTHDAY_CRON = '20 0 * * *';

/**
 * The birthday bonus: on the business day of a member's birthday (29 February counts on 28 February in
 * other years), their level's birthday bonus goes into the wallet, once per member and year: a date of
 * birth changed after the payment does not pay it again that year.
 */
export function birthdayBonusJob(
  options: { afterPay?: (day: string, claimed: readonly Payout[]) => Promise<void> } = {},
): DailyJob {
  return {
    name: 'birthday-bonus',
    reads: [],
    cron: BIRTHDAY_CRON,
    async payouts(tx: Queryable, day: string, afterUserId: number, limit: number) {
      const { rows } = await tx.query<{
        user_id: number;
        currency_id: number;
        amount: bigint;
        level_id: number;
      }>(
        `SELECT u.id AS user_id, u.currency_id, l.birthday_bonus AS amount, l.id AS level_id
           FROM users u JOIN member_levels l ON l.id = u.member_level_id
          WHERE u.id > $2 AND u.dob IS NOT NULL AND l.birthday_bonus > 0
            AND (to_char(u.dob, 'MM-DD') = to_char($1::date, 'MM-DD')
                 OR (to_char(u.dob, 'MM-DD') = '02-29' AND to_char($1::date, 'MM-DD') = '02-28'
                     AND to_char($1::date + 1, 'MM-DD') = '03-01'))
            AND NOT EXISTS (SELECT 1 FROM member_birthday_bonuses b
                             WHERE b.user_id = u.id AND b.year = extract(year FROM $1::date)::int)
          ORDER BY u.id LIMIT $3`,
        [day, afterUserId, limit],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currencyId: row.currency_id,
        amount: row.amount,
        detail: { level_id: row.level_id },
      }));
    },
    async pay(tx: Queryable, day: string, claimed: readonly Payout[]) {
      if (claimed.length === 0) return;
      const year = Number(day.slice(0, 4));
      const { rows } = await tx.query<{
        user_id: number;
        amount: bigint;
        currency_id: number;
        scale: number;
      }>(
        `WITH paid AS (
           INSERT INTO member_birthday_bonuses (user_id, year, level_id, amount)
           SELECT v.user_id, $1, v.level_id, v.amount
             FROM unnest($2::int[], $3::int[], $4::bigint[]) AS v(user_id, level_id, amount)
           ON CONFLICT (user_id, year) DO NOTHING RETURNING user_id, amount
         )
         SELECT paid.user_id, paid.amount, u.currency_id, c.scale
           FROM paid JOIN users u ON u.id = paid.user_id JOIN currencies c ON c.id = u.currency_id`,
        [
          year,
          claimed.map((payout) => payout.userId),
          claimed.map((payout) => Number(payout.detail?.['level_id'] ?? 0)),
          claimed.map((payout) => String(payout.amount)),
        ],
      );
      await transferBatch(
        tx,
        rows.map((row) => ({
          idempotencyKey: `birthday_bonus:${year}:${row.user_id}`,
          debit: { system: 'promotion' as const, currencyId: row.currency_id },
          credit: { userId: row.user_id, kind: 'main' as const },
          amount: row.amount,
          type: 'birthday_bonus',
          reference: `birthday_bonus:${year}`,
        })),
      );
      await writePlatformMemos(
        tx,
        rows.map((row) => ({
          userId: row.user_id,
          category: 'Member' as const,
          template: 'birthday_bonus' as const,
          params: { amount: minorToMoney(row.amount, row.scale) },
          sourceKey: `birthday_bonus:${year}:${row.user_id}`,
        })),
      );
    },
    ...(options.afterPay ? { afterPay: options.afterPay } : {}),
  };
}
