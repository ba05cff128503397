import { minorToMoney } from '@casino/contracts';
import type {
  AccountClosed,
  CloseAccountRequest,
  ClosureCheck,
  ExclusionRequest,
  ExclusionStarted,
} from '@casino/contracts/exclusion';
import type { Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { balanceOf } from '../../ledger';
import type { PasswordHasher } from '../../security/password';
import { revokeAllSessions } from '../sessions';
import { restrictionOf } from './restriction';
import { EXCLUSION_MESSAGES } from './strings';

/** Both irreversible steps ask for the password again, whoever holds the open session. */
export async function assertPassword(
  db: Queryable,
  hasher: PasswordHasher,
  userId: number,
  password: string,
): Promise<void> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row || !(await hasher.verify(row.password_hash, password))) {
    throw new AppError(400, 'CURRENT_PASSWORD_INCORRECT', EXCLUSION_MESSAGES.passwordIncorrect, [
      fieldError('body.password', EXCLUSION_MESSAGES.passwordIncorrect),
    ]);
  }
}

/**
 * Starts a time-out or self-exclusion now and ends every session of the member. A request ending before
 * one already in force adds its row but changes nothing: the latest end always counts.
 */
export async function startExclusion(
  tx: Queryable,
  userId: number,
  body: ExclusionRequest,
  ip: string,
): Promise<ExclusionStarted> {
  const length =
    body.kind === 'time_out' ? { hours: body.hours, months: 0 } : { hours: 0, months: body.months };
  const { rows } = await tx.query<{ starts_at: Date | string }>(
    `INSERT INTO member_exclusions (user_id, kind, starts_at, ends_at, ip)
     VALUES ($1, $2, now(), now() + make_interval(months => $3, hours => $4), $5) RETURNING starts_at`,
    [userId, body.kind, length.months, length.hours, ip],
  );
  const started = rows[0];
  if (!started) throw new Error('exclusion insert returned no row');
  await revokeAllSessions(tx, userId, new Date());
  const startsAt = new Date(started.starts_at);
  // The database's clock, as the row's: in this transaction now() is starts_at to the microsecond.
  const inForce = await restrictionOf(tx, userId);
  if (!inForce || inForce.kind === 'closed') throw new Error('exclusion not in force after insert');
  return { kind: inForce.kind, starts_at: startsAt.toISOString(), ends_at: inForce.until.toISOString() };
}

async function pendingCounts(db: Queryable, userId: number) {
  const { rows } = await db.query<{ deposits: number | bigint; withdrawals: number | bigint }>(
    `SELECT (SELECT count(*) FROM deposits WHERE user_id = $1 AND status = 'pending') AS deposits,
            (SELECT count(*) FROM withdrawals WHERE user_id = $1 AND status = 'pending') AS withdrawals`,
    [userId],
  );
  return { deposits: Number(rows[0]?.deposits ?? 0), withdrawals: Number(rows[0]?.withdrawals ?? 0) };
}

/** Closing needs an empty main wallet and no deposit or withdrawal in flight: no money is left behind. */
export async function closureCheck(db: Queryable, userId: number): Promise<ClosureCheck> {
  const { rows } = await db.query<{ code: string; scale: number }>(
    'SELECT c.code, c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  const currency = rows[0];
  if (!currency) throw new Error(`member ${userId} vanished`);
  const balance = await balanceOf(db, { userId, kind: 'main' });
  const pending = await pendingCounts(db, userId);
  return {
    balance: minorToMoney(balance, currency.scale),
    currency: currency.code,
    pending_deposits: pending.deposits,
    pending_withdrawals: pending.withdrawals,
    can_close: balance === 0n && pending.deposits === 0 && pending.withdrawals === 0,
  };
}

/** Closes the account under the member's row lock (no deposit or withdrawal can start meanwhile). */
export async function closeAccount(
  tx: Queryable,
  userId: number,
  body: CloseAccountRequest,
  ip: string,
): Promise<AccountClosed> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const check = await closureCheck(tx, userId);
  if (check.pending_deposits > 0 || check.pending_withdrawals > 0) {
    throw new AppError(409, 'CLOSE_TRANSACTION_PENDING', EXCLUSION_MESSAGES.transactionPending);
  }
  if (!check.can_close)
    throw new AppError(409, 'CLOSE_BALANCE_REMAINING', EXCLUSION_MESSAGES.balanceRemaining);
  const { rows } = await tx.query<{ closed_at: Date | string }>(
    `INSERT INTO account_closures (user_id, reason, ip) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING closed_at`,
    [userId, body.reason ?? null, ip],
  );
  const closed = rows[0];
  if (!closed) throw new AppError(403, 'ACCOUNT_CLOSED', EXCLUSION_MESSAGES.closed);
  await revokeAllSessions(tx, userId, new Date());
  return { closed_at: new Date(closed.closed_at).toISOString() };
}
