import type { CashbackKind, CashbackMember } from '@casino/contracts/promotions';
import { businessDayOf, minorToMoney, moneyToMinor } from '@casino/contracts';
import { cashbackApi } from '@casino/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { memberRoute } from '../../http/route';
import type { Payout } from '../../jobs';
import { balanceOf } from '../../ledger';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from '../memo';
import { assertPrivilege } from '../privileges';
import { currencyOf } from '../withdrawal/settings';
import { cashbackArticleRoutes } from './articles';
import { CASHBACK_CRON, cashbackJob } from './jobs';
import {
  basisPointsOf,
  CASHBACK_MESSAGES,
  memberRateOf,
  nextCalculationAt,
  percentOf,
  programmeActive,
} from './programme';

const KINDS = ['cashback', 'rebate'] as const;
const ENDPOINTS = {
  cashback: {
    member: cashbackApi.cashbackMemberFind,
    join: cashbackApi.cashbackMemberCreate,
    transaction: cashbackApi.cashbackTransactionFind,
    history: cashbackApi.cashbackHistoryFind,
  },
  rebate: {
    member: cashbackApi.rebateMemberFind,
    join: cashbackApi.rebateMemberCreate,
    transaction: cashbackApi.rebateTransactionFind,
    history: cashbackApi.rebateHistoryFind,
  },
} as const;

async function adminProgramme(db: Queryable, kind: CashbackKind) {
  const programme = await db.query<{ active: boolean }>(
    'SELECT active FROM cashback_programmes WHERE kind = $1',
    [kind],
  );
  const { rows } = await db.query<{
    level_id: number;
    currency_id: number;
    code: string;
    scale: number;
    rate_bp: number;
    min_turnover: bigint;
  }>(
    `SELECT r.level_id, r.currency_id, c.code, c.scale, r.rate_bp, r.min_turnover
       FROM cashback_rates r JOIN currencies c ON c.id = r.currency_id
      WHERE r.kind = $1 ORDER BY r.level_id, c.code`,
    [kind],
  );
  return {
    kind,
    active: programme.rows[0]?.active ?? false,
    rates: rows.map((row) => ({
      level_id: row.level_id,
      currency_id: row.currency_id,
      currency_code: row.code,
      rate: percentOf(row.rate_bp),
      min_turnover: minorToMoney(row.min_turnover, row.scale),
    })),
  };
}

/**
 * Cashback and rebate: the two daily jobs, the member's standing, balance, turnover and history, joining
 * (the one-active bonus rule), and the staff's rates. Moving the balance to the main wallet is
 * wallet-transfer's `cashback-transfer` / `rebate-transfer`.
 */
export default fp(
  async function cashbackRoutes(app: FastifyInstance) {
    const timeZone = app.config.brand.time_zone;

    for (const kind of KINDS) {
      const topic = kind === 'cashback' ? 'CASHBACK' : 'REBATE';
      const afterPay = async (day: string, claimed: readonly Payout[]) => {
        for (const payout of claimed) {
          await app.events
            .publish(payout.userId, { topic_name: topic, data: { business_day: day } })
            .catch((error: unknown) => app.log.warn({ err: error, kind }, `${topic} event not published`));
          // The payout's memo (written with it).
          await publishMemoNotice(app, payout.userId);
        }
      };
      app.jobs.register(cashbackJob(kind, { afterPay }));
      // Ending cashback or rebate (the member confirmed another bonus) only stops the next days' payouts:
      // the slot row goes with the replacement and the balance earned so far stays the member's.
      app.bonus.own(kind, { end: async () => undefined });

      const endpoints = ENDPOINTS[kind];
      const gate = async (db: Queryable, userId: number) => {
        if (kind === 'rebate') await assertPrivilege(db, userId, 'rebate');
      };

      const standing = async (db: Queryable, userId: number): Promise<CashbackMember> => {
        const [active, rate, bonus] = await Promise.all([
          programmeActive(db, kind),
          memberRateOf(db, kind, userId),
          app.bonus.activeOf(db, userId),
        ]);
        return {
          kind,
          programme_active: active,
          joined: bonus?.kind === kind,
          active_bonus: bonus?.kind ?? null,
          rate: percentOf(rate?.rateBp ?? 0),
          next_calculation_at: nextCalculationAt(CASHBACK_CRON, timeZone).toISOString(),
        };
      };

      memberRoute(app, endpoints.member, async ({ member }) => {
        await gate(app.db, member.userId);
        return standing(app.db, member.userId);
      });

      memberRoute(app, endpoints.join, async ({ member, body }) => {
        await app.db.transaction(async (tx) => {
          await gate(tx, member.userId);
          if (!(await programmeActive(tx, kind))) {
            throw new AppError(409, 'CONFLICT', CASHBACK_MESSAGES.programmeOff);
          }
          await app.bonus.take(tx, { userId: member.userId, kind, reference: kind, replace: body.replace });
        });
        return standing(app.db, member.userId);
      });

      memberRoute(app, endpoints.transaction, async ({ member }) => {
        await gate(app.db, member.userId);
        await app.stream.catchUp(['daily-totals']);
        const user = await app.db.query<{ currency_id: number }>(
          'SELECT currency_id FROM users WHERE id = $1',
          [member.userId],
        );
        const currency = await currencyOf(app.db, user.rows[0]?.currency_id ?? 0);
        const today = businessDayOf(new Date(), timeZone);
        const totals = await app.db.query<{ bet_total: bigint }>(
          `SELECT bet_total FROM member_daily_totals WHERE user_id = $1 AND business_day = $2::date AND currency_id = $3`,
          [member.userId, today, currency.id],
        );
        const rate = await memberRateOf(app.db, kind, member.userId);
        const money = (minor: bigint) => minorToMoney(minor, currency.scale);
        return {
          kind,
          currency_id: currency.id,
          available: money(await balanceOf(app.db, { userId: member.userId, kind })),
          turnover: money(totals.rows[0]?.bet_total ?? 0n),
          turnover_target: money(rate?.minTurnover ?? 0n),
          business_day: today,
        };
      });

      memberRoute(app, endpoints.history, async ({ member, query }) => {
        await gate(app.db, member.userId);
        const limit = query.$limit ?? 20;
        const skip = query.$skip ?? 0;
        const direction = query.$sort?.business_day === 1 ? 'ASC' : 'DESC';
        const total = await app.db.query<{ n: bigint }>(
          'SELECT count(*) AS n FROM job_payouts WHERE job = $1 AND user_id = $2',
          [kind, member.userId],
        );
        const { rows } = await app.db.query<{
          business_day: string;
          amount: bigint;
          detail: { base?: string; rate_bp?: number };
          currency_id: number | null;
          scale: number | null;
          created_at: string;
        }>(
          `SELECT p.business_day::text AS business_day, p.amount, p.detail, p.currency_id, c.scale,
                  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
             FROM job_payouts p LEFT JOIN currencies c ON c.id = p.currency_id
            WHERE p.job = $1 AND p.user_id = $2
            ORDER BY p.business_day ${direction} LIMIT $3 OFFSET $4`,
          [kind, member.userId, limit, skip],
        );
        return {
          total: Number(total.rows[0]?.n ?? 0n),
          limit,
          skip,
          data: rows.map((row) => {
            const scale = row.scale ?? 2;
            return {
              business_day: row.business_day,
              amount: minorToMoney(row.amount, scale),
              base: minorToMoney(BigInt(row.detail.base ?? '0'), scale),
              rate: percentOf(row.detail.rate_bp ?? 0),
              currency_id: row.currency_id,
              createdAt: row.created_at,
            };
          }),
        };
      });
    }

    cashbackArticleRoutes(app);

    adminRoute(app, cashbackApi.adminCashbackProgrammesList, async () =>
      Promise.all(KINDS.map((kind) => adminProgramme(app.db, kind))),
    );

    adminRoute(app, cashbackApi.adminCashbackRateSet, async ({ body, admin, request }) =>
      app.db.transaction(async (tx) => {
        const before = await adminProgramme(tx, body.kind);
        const currency = await tx.query<{ scale: number }>('SELECT scale FROM currencies WHERE id = $1', [
          body.currency_id,
        ]);
        const scale = currency.rows[0]?.scale;
        if (scale === undefined) throw new AppError(404, 'NOT_FOUND', 'Currency not found');
        let minTurnover: bigint;
        try {
          minTurnover = moneyToMinor(body.min_turnover, scale);
        } catch {
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            'min_turnover has too many decimals for the currency',
            [{ field: 'body.min_turnover', message: 'Too many decimals' }],
          );
        }
        await tx.query(
          `INSERT INTO cashback_rates (kind, level_id, currency_id, rate_bp, min_turnover) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (kind, level_id, currency_id) DO UPDATE SET rate_bp = EXCLUDED.rate_bp,
             min_turnover = EXCLUDED.min_turnover, updated_at = now()`,
          [body.kind, body.level_id, body.currency_id, basisPointsOf(body.rate), minTurnover],
        );
        const after = await adminProgramme(tx, body.kind);
        await audit(tx, {
          adminId: admin.id,
          action: 'cashback_rate.set',
          targetType: 'cashback_programme',
          targetId: body.kind,
          reason: body.reason ?? null,
          before,
          after,
          ip: request.ip,
        });
        return after;
      }),
    );

    adminRoute(app, cashbackApi.adminCashbackProgrammeSet, async ({ params, body, admin, request }) =>
      app.db.transaction(async (tx) => {
        const before = await adminProgramme(tx, params.kind);
        await tx.query(
          `INSERT INTO cashback_programmes (kind, active) VALUES ($1, $2)
           ON CONFLICT (kind) DO UPDATE SET active = EXCLUDED.active, updated_at = now()`,
          [params.kind, body.active],
        );
        const after = await adminProgramme(tx, params.kind);
        await audit(tx, {
          adminId: admin.id,
          action: body.active ? 'cashback_programme.start' : 'cashback_programme.stop',
          targetType: 'cashback_programme',
          targetId: params.kind,
          reason: body.reason ?? null,
          before,
          after,
          ip: request.ip,
        });
        return after;
      }),
    );
  },
  { name: 'cashback-routes', dependencies: ['admin', 'jobs', 'bonus', 'events'] },
);
