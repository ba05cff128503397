import { addDays, businessDayStart } from '@casino/contracts';
import type { BusinessDay } from '@casino/contracts';
import type { DailyJob, Payout } from '../../jobs';
import { activeRecordOf, endRecord } from './members';
import { promotionTurnoverProjection } from './projection';

/**
 * Spec 4 "expired": an active promotion whose end has passed by the close of the business day with its
 * target unmet ends `expired`; its bonus goes back to the promotion account. Once per member and day
 * (the daily-job runner), after the turnover projection has caught up, so a target met in time counts.
 */
export function promotionExpiryJob(
  timeZone: string,
  options: { afterPay?: (day: string, claimed: readonly Payout[]) => Promise<void> } = {},
): DailyJob {
  return {
    name: 'promotion-expiry',
    reads: [promotionTurnoverProjection.name],
    async payouts(tx, day, afterUserId, limit) {
      const dayEnd = businessDayStart(addDays(day as BusinessDay, 1), timeZone);
      const { rows } = await tx.query<{ user_id: number; currency_id: number; bonus: bigint; id: number }>(
        `SELECT pm.user_id, pm.currency_id, pm.bonus, pm.id FROM promotion_members pm
          WHERE pm.status = 'active' AND pm.expires_at < $1 AND pm.user_id > $2
          ORDER BY pm.user_id LIMIT $3`,
        [dayEnd, afterUserId, limit],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        currencyId: row.currency_id,
        amount: BigInt(row.bonus),
        detail: { promotion_member_id: row.id },
      }));
    },
    async pay(tx, _day, claimed) {
      for (const payout of claimed) {
        const record = await activeRecordOf(tx, payout.userId);
        if (record && record.id === payout.detail?.['promotion_member_id']) {
          await endRecord(tx, record, 'expired');
        }
      }
    },
    ...(options.afterPay ? { afterPay: options.afterPay } : {}),
  };
}
