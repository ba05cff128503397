import { adminApi, minorToMoney, withdrawalApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { memberRoute, route } from '../../http/route';
import { balanceOf } from '../../ledger';
import { adminRoute } from '../admin/route';
import { publishWithdrawal } from './events';
import { withdrawalHistory, withdrawalSummary } from './history';
import type { WithdrawalRow } from './repository';
import { toAdminWithdrawal, toWithdrawal, WITHDRAWAL_SELECT } from './repository';
import type { Decision } from './service';
import { decideWithdrawal, queueWithdrawal } from './service';
import { withdrawalLimits } from './settings';
import { WITHDRAWAL_MESSAGES } from './strings';

export async function withdrawalRoutes(app: FastifyInstance) {
  memberRoute(app, withdrawalApi.queueWithdrawalCreate, async ({ member, body, request }) => {
    // The turnover check must count the member's latest rounds, which the projection may not have yet.
    await app.stream.catchUp(['deposit-turnover', 'promotion-turnover']);
    const outcome = await queueWithdrawal(app.db, member.userId, body, request.ip);
    await publishWithdrawal(app, outcome);
    return toWithdrawal(outcome.row);
  });

  memberRoute(app, withdrawalApi.withdrawalTransactionFind, async ({ member, query }) =>
    withdrawalHistory(app.db, member.userId, query),
  );

  memberRoute(app, withdrawalApi.withdrawalTransactionSummaryFind, async ({ member, query }) =>
    withdrawalSummary(app.db, member.userId, query),
  );

  memberRoute(app, withdrawalApi.configWithdrawalFind, async ({ member }) => {
    // The form opens right after a game as often as not: its turnover must count the rounds just played.
    await app.stream.catchUp(['deposit-turnover', 'promotion-turnover']);
    const user = (
      await app.db.query<{
        currency_id: number;
        turn_deposit: bigint;
        turn_deposit_target: bigint;
        pending: boolean;
        promotion_unmet: boolean;
      }>(
        `SELECT currency_id, turn_deposit, turn_deposit_target,
                EXISTS (SELECT 1 FROM withdrawals WHERE user_id = u.id AND status = 'pending') AS pending,
                EXISTS (SELECT 1 FROM promotion_members pm JOIN promotions p ON p.id = pm.promotion_id
                   WHERE pm.user_id = u.id AND pm.status = 'active'
                     AND CASE WHEN p.type = 'winlose' THEN pm.turn_winlose_user < pm.turn_winlose_target
                              ELSE pm.turn_over_user < pm.turn_over_target END) AS promotion_unmet
           FROM users u WHERE id = $1`,
        [member.userId],
      )
    ).rows[0];
    if (!user) throw new Error('member without a user row');
    const limits = await withdrawalLimits(app.db, user.currency_id);
    const money = (minor: bigint) => minorToMoney(minor, limits.currency.scale);
    return {
      currency_id: user.currency_id,
      min_amount: money(limits.min),
      max_amount: money(limits.max),
      mode: limits.mode,
      auto_max_amount: money(limits.autoMax),
      balance: money(await balanceOf(app.db, { userId: member.userId, kind: 'main' })),
      turn_deposit: money(user.turn_deposit),
      turn_deposit_target: money(user.turn_deposit_target),
      // An active promotion's target counts too (modules/promotion).
      turnover_met: user.turn_deposit >= user.turn_deposit_target && !user.promotion_unmet,
      has_pending: user.pending,
    };
  });

  memberRoute(app, withdrawalApi.withdrawalTypeFind, async ({ member }) => {
    const currency = await app.db.query<{ currency_id: number }>(
      'SELECT currency_id FROM users WHERE id = $1',
      [member.userId],
    );
    const limits = await withdrawalLimits(app.db, currency.rows[0]?.currency_id ?? 1);
    const data = [{ id: 1, code: 'BANK' as const, name: 'Bank account', mode: limits.mode }];
    return { total: data.length, limit: data.length, skip: 0, data };
  });

  route(app, withdrawalApi.withdrawDescriptionFind, async ({ query }) => {
    const { rows } = await app.db.query<{ value: Record<string, string> }>(
      `SELECT value FROM settings WHERE key = 'withdraw_description'`,
    );
    const language = query.language ?? 'en';
    const description = rows[0]?.value[language] ?? rows[0]?.value['en'] ?? WITHDRAWAL_MESSAGES.description;
    return { language_code: language, description };
  });

  adminRoute(app, adminApi.withdrawalsList, async ({ query }) => {
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const total = await app.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM withdrawals WHERE status = $1',
      [query.status],
    );
    const { rows } = await app.db.query<WithdrawalRow>(
      `${WITHDRAWAL_SELECT} WHERE w.status = $1 ORDER BY w.id ASC LIMIT $2 OFFSET $3`,
      [query.status, limit, skip],
    );
    return { total: Number(total.rows[0]?.n ?? 0n), limit, skip, data: rows.map(toAdminWithdrawal) };
  });

  /** A staff decision: applied, told to the member's open pages, answered with the decided row. */
  const decide = async (id: number, decision: Decision, staff: { id: number; ip: string }) => {
    const outcome = await decideWithdrawal(app.db, id, decision, staff);
    await publishWithdrawal(app, outcome);
    return toAdminWithdrawal(outcome.row);
  };

  adminRoute(app, adminApi.withdrawalApprove, ({ params, body, admin, request }) =>
    decide(params.id, { kind: 'approve', reason: body.reason }, { id: admin.id, ip: request.ip }),
  );

  adminRoute(app, adminApi.withdrawalRefuse, ({ params, body, admin, request }) =>
    decide(params.id, { kind: 'refuse', reason: body.reason }, { id: admin.id, ip: request.ip }),
  );
}
