import type { AffiliateMember } from '@casino/contracts/affiliate';
import { addDays, businessDayOf, minorToMoney } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { memberRoute } from '../../http/route';
import { balanceOf } from '../../ledger';
import { nextCalculationAt, percentOf } from '../cashback/programme';
import { assertPrivilege } from '../privileges';
import { affiliateOf, referredDays } from './figures';
import {
  AFFILIATE_CRON,
  AFFILIATE_JOB,
  AFFILIATE_MESSAGES,
  commissionOf,
  memberRateOf,
  PLAYED_SQL,
  programmeOf,
} from './programme';

/** "Active" referred members played on one of this many business days up to today. */
const ACTIVE_DAYS = 30;

/** Every member endpoint needs the `affiliate` privilege (spec 2's route guard): 403 PRIVILEGE_REQUIRED. */
export const gate = (db: Queryable, userId: number) => assertPrivilege(db, userId, 'affiliate');

/**
 * The member's side of the programme: their standing and joining (referral is one of spec 4's
 * one-active bonus kinds), their code and totals, and today's figures so far.
 */
export function affiliateMemberRoutes(app: FastifyInstance): void {
  const timeZone = app.config.brand.time_zone;

  const standing = async (db: Queryable, userId: number): Promise<AffiliateMember> => {
    const [programme, rateBp, bonus] = await Promise.all([
      programmeOf(db),
      memberRateOf(db, userId),
      app.bonus.activeOf(db, userId),
    ]);
    return {
      programme_active: programme.active,
      joined: bonus?.kind === 'referral',
      active_bonus: bonus?.kind ?? null,
      base: programme.base,
      rate: percentOf(rateBp),
      next_calculation_at: nextCalculationAt(AFFILIATE_CRON, timeZone).toISOString(),
    };
  };

  memberRoute(app, affiliateApi.affiliateMemberFind, async ({ member }) => {
    await gate(app.db, member.userId);
    return standing(app.db, member.userId);
  });

  memberRoute(app, affiliateApi.affiliateMemberCreate, async ({ member, body }) => {
    await app.db.transaction(async (tx) => {
      await gate(tx, member.userId);
      if (!(await programmeOf(tx)).active) {
        throw new AppError(409, 'CONFLICT', AFFILIATE_MESSAGES.programmeOff);
      }
      await app.bonus.take(tx, {
        userId: member.userId,
        kind: 'referral',
        reference: 'referral',
        replace: body.replace,
      });
    });
    return standing(app.db, member.userId);
  });

  memberRoute(app, affiliateApi.affiliateProfileFind, async ({ member }) => {
    await gate(app.db, member.userId);
    await app.stream.catchUp(['daily-totals']);
    const affiliate = await affiliateOf(app.db, member.userId);
    const today = businessDayOf(new Date(), timeZone);
    const { rows } = await app.db.query<{
      clicks: number;
      referred: number;
      active: number;
      income: bigint;
    }>(
      `SELECT (SELECT count(*) FROM affiliate_clicks c WHERE c.user_id = $1 AND c.counted)::int AS clicks,
              (SELECT count(*) FROM users m WHERE m.referred_by = $1)::int AS referred,
              (SELECT count(DISTINCT d.user_id) FROM users m JOIN member_daily_totals d ON d.user_id = m.id
                WHERE m.referred_by = $1 AND d.currency_id = $2 AND d.business_day BETWEEN $3::date AND $4::date
                  AND ${PLAYED_SQL})::int AS active,
              (SELECT coalesce(sum(p.amount), 0) FROM job_payouts p
                WHERE p.job = $5 AND p.user_id = $1)::bigint AS income`,
      [member.userId, affiliate.currencyId, addDays(today, 1 - ACTIVE_DAYS), today, AFFILIATE_JOB],
    );
    const row = rows[0];
    const money = (minor: bigint) => minorToMoney(minor, affiliate.scale);
    return {
      ref_code: affiliate.refCode,
      currency_id: affiliate.currencyId,
      clicks: row?.clicks ?? 0,
      referred_members: row?.referred ?? 0,
      active_members: row?.active ?? 0,
      income_total: money(row?.income ?? 0n),
      available: money(await balanceOf(app.db, { userId: member.userId, kind: 'affiliate' })),
    };
  });

  memberRoute(app, affiliateApi.affiliateTransactionFind, async ({ member }) => {
    await gate(app.db, member.userId);
    await app.stream.catchUp(['daily-totals']);
    const affiliate = await affiliateOf(app.db, member.userId);
    const today = businessDayOf(new Date(), timeZone);
    const [day] = await referredDays(app.db, { userId: member.userId, ...affiliate }, today, today);
    const [programme, rateBp, bonus] = await Promise.all([
      programmeOf(app.db),
      memberRateOf(app.db, member.userId),
      app.bonus.activeOf(app.db, member.userId),
    ]);
    const turnover = day?.turnover ?? 0n;
    const netLoss = day?.netLoss ?? 0n;
    const paid = programme.active && bonus?.kind === 'referral';
    const base = programme.base === 'turnover' ? turnover : netLoss;
    const money = (minor: bigint) => minorToMoney(minor, affiliate.scale);
    return {
      currency_id: affiliate.currencyId,
      available: money(await balanceOf(app.db, { userId: member.userId, kind: 'affiliate' })),
      business_day: today,
      turnover: money(turnover),
      net_loss: money(netLoss),
      estimated_income: money(paid ? commissionOf(base, rateBp) : 0n),
    };
  });
}
