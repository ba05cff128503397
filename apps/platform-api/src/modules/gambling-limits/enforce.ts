import type { hub88 } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { ErrorReason } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { limitsAt } from './limits';
import type { PeriodUnit } from './periods';
import { periodUsage } from './periods';
import { sessionWindow } from './session';
import { GAMBLING_LIMIT_MESSAGES } from './strings';
import { businessTimeZone } from './time-zone';

const DEPOSIT_LIMITS = [
  ['deposit_daily', 'day', 'DEPOSIT_LIMIT_DAILY'],
  ['deposit_weekly', 'week', 'DEPOSIT_LIMIT_WEEKLY'],
  ['deposit_monthly', 'month', 'DEPOSIT_LIMIT_MONTHLY'],
] as const satisfies readonly (readonly [string, PeriodUnit, ErrorReason])[];

const LOSS_LIMITS = [
  ['loss_daily', 'day'],
  ['loss_weekly', 'week'],
  ['loss_monthly', 'month'],
] as const;

async function currencyOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ code: string; scale: number }>(
    'SELECT c.code, c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  return rows[0] ?? { code: '', scale: 2 };
}

/**
 * Refuses a member's deposit that would take a period's deposits (pending and credited) over one of their
 * deposit limits; the message says which limit and how much is left. Call it in the deposit's transaction.
 */
export async function assertDepositWithinLimits(
  tx: Queryable,
  userId: number,
  amount: bigint,
  now = new Date(),
): Promise<void> {
  const limits = await limitsAt(tx, userId, now);
  const set = DEPOSIT_LIMITS.filter(([kind]) => limits.get(kind)?.value != null);
  if (set.length === 0) return;
  const usage = await periodUsage(tx, userId, now, businessTimeZone());
  for (const [kind, unit, reason] of set) {
    const limit = limits.get(kind)?.value ?? 0n;
    const used = usage[unit].deposited;
    if (used + amount <= limit) continue;
    const left = limit > used ? limit - used : 0n;
    const { code, scale } = await currencyOf(tx, userId);
    const message = GAMBLING_LIMIT_MESSAGES.depositOverLimit(unit, `${minorToMoney(left, scale)} ${code}`);
    throw new AppError(400, reason, message, [fieldError('body.deposit_amount', message)]);
  }
}

/**
 * Whether the member's own limits refuse a bet of `amount` (a real-money stake) at `now`: the status the
 * wallet answers, else null. A stake that would take a period's net loss over a loss limit is refused as
 * not enough money (what the provider shows for a stake the player cannot cover); once the login session
 * has run its time limit, every stake is refused as a limit reached.
 */
export async function betRefusal(
  tx: Queryable,
  userId: number,
  amount: bigint,
  now: Date,
): Promise<hub88.Hub88Status | null> {
  const limits = await limitsAt(tx, userId, now);
  const sessionMinutes = limits.get('session')?.value;
  if (sessionMinutes != null) {
    const window = await sessionWindow(tx, userId, Number(sessionMinutes), now);
    if (window.reached) return 'RS_ERROR_LIMIT_REACHED';
  }
  const set = LOSS_LIMITS.filter(([kind]) => limits.get(kind)?.value != null);
  if (set.length === 0) return null;
  const usage = await periodUsage(tx, userId, now, businessTimeZone());
  const over = set.some(([kind, unit]) => usage[unit].lost + amount > (limits.get(kind)?.value ?? 0n));
  return over ? 'RS_ERROR_NOT_ENOUGH_MONEY' : null;
}
