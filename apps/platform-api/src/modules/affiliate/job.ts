import { minorToMoney } from '@casino/contracts';
import type { AffiliateBase } from '@casino/contracts/affiliate';
import type { Queryable } from '../../db/types';
import type { DailyJob, Payout } from '../../jobs';
import { transferBatch } from '../../ledger';
import { writePlatformMemos } from '../memo';
import {
  AFFILIATE_CRON,
  AFFILIATE_JOB,
  commissionOf,
  holdsAffiliatePrivilegeSql,
  PLAYED_SQL,
  RATE_OF_MEMBER_SQL,
} from './programme';

/** What the members' daily history shows about a payout (job_payouts.detail); amounts in minor units. */
export interface AffiliatePayoutDetail {
  base: string;
  base_kind: AffiliateBase;
  rate_bp: number;
  level_id: number;
  members: number;
  turnover: string;
  net_loss: string;
}

/**
 * One statement per chunk: up to `limit` affiliates after `afterUserId` (referral is their active bonus,
 * they hold the privilege, the programme runs, their level and currency have a rate), each with the day's
 * totals of their referred members in the affiliate's own currency. Every affiliate of the chunk comes
 * back, with zeros when nobody played, so the runner knows where the chunk ended.
 */
const PAYOUTS_SQL = `
  WITH affiliates AS (
    SELECT u.id, u.currency_id, r.rate_bp, r.level_id
      FROM member_bonus b
      JOIN users u ON u.id = b.user_id
      CROSS JOIN LATERAL (${RATE_OF_MEMBER_SQL}) r
     WHERE b.kind = 'referral' AND b.user_id > $2
       AND EXISTS (SELECT 1 FROM affiliate_programme WHERE active)
       AND ${holdsAffiliatePrivilegeSql('u.id')}
     ORDER BY b.user_id LIMIT $3
  )
  SELECT f.id AS user_id, f.currency_id, f.rate_bp, f.level_id,
         (SELECT base FROM affiliate_programme) AS base_kind,
         count(d.user_id) FILTER (WHERE ${PLAYED_SQL})::int AS members,
         coalesce(sum(d.bet_total), 0)::bigint AS turnover,
         coalesce(sum(GREATEST(d.bet_total - d.win_total, 0)), 0)::bigint AS net_loss
    FROM affiliates f
    LEFT JOIN users m ON m.referred_by = f.id
    LEFT JOIN member_daily_totals d
      ON d.business_day = $1::date AND d.user_id = m.id AND d.currency_id = f.currency_id
   GROUP BY f.id, f.currency_id, f.rate_bp, f.level_id
   ORDER BY f.id`;

/**
 * The daily affiliate income: each affiliate is paid their level's rate of the referred members' day
 * (net loss or turnover, per the programme) into their affiliate balance, once per business day
 * (`affiliate:${day}:${userId}`, one ledger batch per chunk), with an `affiliate_paid` memo.
 */
export function affiliateJob(
  options: { afterPay?: (day: string, claimed: readonly Payout[]) => Promise<void> } = {},
): DailyJob {
  return {
    name: AFFILIATE_JOB,
    reads: ['daily-totals'],
    cron: AFFILIATE_CRON,
    async payouts(tx: Queryable, day: string, afterUserId: number, limit: number) {
      const { rows } = await tx.query<{
        user_id: number;
        currency_id: number;
        rate_bp: number;
        level_id: number;
        base_kind: AffiliateBase;
        members: number;
        turnover: bigint;
        net_loss: bigint;
      }>(PAYOUTS_SQL, [day, afterUserId, limit]);
      return rows.map((row) => {
        const base = row.base_kind === 'turnover' ? row.turnover : row.net_loss;
        const detail: AffiliatePayoutDetail = {
          base: String(base),
          base_kind: row.base_kind,
          rate_bp: row.rate_bp,
          level_id: row.level_id,
          members: row.members,
          turnover: String(row.turnover),
          net_loss: String(row.net_loss),
        };
        return {
          userId: row.user_id,
          currencyId: row.currency_id,
          amount: commissionOf(base, row.rate_bp),
          detail: { ...detail },
        };
      });
    },
    async pay(tx: Queryable, day: string, claimed: readonly Payout[]) {
      const keyOf = (payout: Payout) => `${AFFILIATE_JOB}:${day}:${payout.userId}`;
      await transferBatch(
        tx,
        claimed.map((payout) => {
          if (payout.currencyId === null) throw new Error('affiliate payout without a currency');
          return {
            idempotencyKey: keyOf(payout),
            debit: { system: 'house' as const, currencyId: payout.currencyId },
            credit: { userId: payout.userId, kind: 'affiliate' as const },
            amount: payout.amount,
            type: AFFILIATE_JOB,
            reference: `${AFFILIATE_JOB}:${day}`,
          };
        }),
      );
      // The memos in the same transaction, keyed as the payouts: a resumed day writes none twice.
      const { rows: scales } = await tx.query<{ id: number; scale: number }>(
        'SELECT id, scale FROM currencies WHERE id = ANY($1::int[])',
        [[...new Set(claimed.map((payout) => payout.currencyId))]],
      );
      const scaleOf = new Map(scales.map((row) => [row.id, row.scale]));
      await writePlatformMemos(
        tx,
        claimed.map((payout) => {
          const scale = scaleOf.get(payout.currencyId ?? -1);
          if (scale === undefined) throw new Error('affiliate payout in an unknown currency');
          return {
            userId: payout.userId,
            category: 'Affiliate' as const,
            template: 'affiliate_paid' as const,
            params: { amount: minorToMoney(payout.amount, scale), day },
            sourceKey: keyOf(payout),
          };
        }),
      );
    },
    ...(options.afterPay ? { afterPay: options.afterPay } : {}),
  };
}
