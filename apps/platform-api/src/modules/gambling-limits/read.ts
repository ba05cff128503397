import type { GamblingLimits, MoneyLimit, PlaySummary } from '@casino/contracts/safer-gambling';
import { MONEY_LIMIT_KINDS } from '@casino/contracts/safer-gambling';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { applyDue, limitsAt } from './limits';
import type { PeriodUnit } from './periods';
import { periodUsage } from './periods';
import { realityCheckOf } from './reality-check';
import { sessionWindow } from './session';

const UNIT_OF: Record<(typeof MONEY_LIMIT_KINDS)[number], PeriodUnit> = {
  deposit_daily: 'day',
  deposit_weekly: 'week',
  deposit_monthly: 'month',
  loss_daily: 'day',
  loss_weekly: 'week',
  loss_monthly: 'month',
};

export async function walletCurrency(db: Queryable, userId: number) {
  const { rows } = await db.query<{ code: string; scale: number }>(
    'SELECT c.code, c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`member ${userId} has no currency`);
  return row;
}

/** The safer-gambling page: every limit with this period's use, pending changes and the reality check. */
export async function gamblingLimitsOf(
  tx: Queryable,
  userId: number,
  now: Date,
  timeZone: string,
  brandId: string,
): Promise<GamblingLimits> {
  await applyDue(tx, userId, now);
  const limits = await limitsAt(tx, userId, now);
  const usage = await periodUsage(tx, userId, now, timeZone);
  const { code, scale } = await walletCurrency(tx, userId);
  const money = (minor: bigint) => minorToMoney(minor, scale);
  const pendingOf = (kind: string) => {
    const limit = limits.get(kind as never);
    return limit?.pendingAt ? { value: limit.pendingValue, at: limit.pendingAt.toISOString() } : null;
  };

  const moneyLimits: MoneyLimit[] = MONEY_LIMIT_KINDS.map((kind) => {
    const period = usage[UNIT_OF[kind]];
    const used = kind.startsWith('deposit') ? period.deposited : period.lost > 0n ? period.lost : 0n;
    const amount = limits.get(kind)?.value ?? null;
    const pending = pendingOf(kind);
    return {
      kind,
      amount: amount === null ? null : money(amount),
      used: money(used),
      remaining: amount === null ? null : money(amount > used ? amount - used : 0n),
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      pending: pending
        ? { amount: pending.value === null ? null : money(pending.value), applies_at: pending.at }
        : null,
    };
  });

  const sessionMinutes = limits.get('session')?.value ?? null;
  const window =
    sessionMinutes === null ? null : await sessionWindow(tx, userId, Number(sessionMinutes), now);
  const sessionPending = pendingOf('session');
  return {
    currency: code,
    scale,
    limits: moneyLimits,
    session: {
      minutes: sessionMinutes === null ? null : Number(sessionMinutes),
      pending: sessionPending
        ? {
            minutes: sessionPending.value === null ? null : Number(sessionPending.value),
            applies_at: sessionPending.at,
          }
        : null,
      session_started_at: window?.startedAt?.toISOString() ?? null,
      session_ends_at: window?.endsAt?.toISOString() ?? null,
    },
    reality_check: await realityCheckOf(tx, userId, brandId),
  };
}

/** Twenty-four hours: the longest stretch the reality check sums (a game page left open for days). */
const MAX_SUMMARY_MS = 86_400_000;

/** The reality check's figures: stakes, wins and their net since `since` (at most a day back). */
export async function playSummaryOf(
  db: Queryable,
  userId: number,
  since: Date,
  now: Date,
): Promise<PlaySummary> {
  const from = new Date(Math.min(now.getTime(), Math.max(since.getTime(), now.getTime() - MAX_SUMMARY_MS)));
  const { rows } = await db.query<{ bet: bigint; win: bigint }>(
    `SELECT coalesce(sum(CASE sub_type WHEN 'bet' THEN amount WHEN 'refund' THEN -amount ELSE 0 END), 0)::bigint AS bet,
            coalesce(sum(CASE sub_type WHEN 'result' THEN amount WHEN 'cancel' THEN -amount ELSE 0 END), 0)::bigint
              AS win
       FROM bet_records WHERE user_id = $1 AND created_at >= $2`,
    [userId, from],
  );
  const bet = BigInt(rows[0]?.bet ?? 0n);
  const win = BigInt(rows[0]?.win ?? 0n);
  const { code, scale } = await walletCurrency(db, userId);
  const limits = await limitsAt(db, userId, now);
  const minutes = limits.get('session')?.value;
  const reached = minutes == null ? false : (await sessionWindow(db, userId, Number(minutes), now)).reached;
  return {
    since: from.toISOString(),
    total_bet: minorToMoney(bet, scale),
    total_win: minorToMoney(win, scale),
    net_result: minorToMoney(win - bet, scale),
    currency: code,
    session_limit_reached: reached,
  };
}
