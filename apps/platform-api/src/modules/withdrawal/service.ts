import { promotionTargetUnmet } from '../promotion/members';
import { randomBytes } from 'node:crypto';
import type { QueueWithdrawalBody, WsMessage } from '@casino/contracts';
import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { balanceOf, holdForWithdrawal, payOutHold, releaseHold } from '../../ledger';
import { audit } from '../admin/audit';
import { appendActivity } from '../../stream';
import { writePlatformMemo } from '../memo';
import { assertNoHold } from '../holds';
import { assertProfileComplete } from '../profile/completeness';
import type { WithdrawalRow } from './repository';
import { findWithdrawal, findWithdrawalByKey } from './repository';
import { withdrawalLimits } from './settings';
import { fill, WITHDRAWAL_MESSAGES } from './strings';

export interface WithdrawalOutcome {
  row: WithdrawalRow;
  /** The WITHDRAWAL event to publish once the transaction has committed; none for a repeated request. */
  event: { userId: number; message: WsMessage } | null;
  /** Whether a memo was written for the member (staff decided), to announce after the commit. */
  memo?: boolean;
}

const ledgerRef = (id: number) => `withdrawal:${id}`;
const newReference = () => `WD${randomBytes(6).toString('hex').toUpperCase()}`;

function eventOf(row: WithdrawalRow): WithdrawalOutcome['event'] {
  return {
    userId: row.user_id,
    message: {
      topic_name: 'WITHDRAWAL',
      data: {
        success: row.status === 'success',
        status: row.status,
        amount: minorToMoney(row.amount, row.scale),
        reference: row.reference,
      },
    },
  };
}

const amountError = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [fieldError('body.amount', message)]);

async function loaded(tx: Queryable, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawal(tx, id);
  if (!row) throw new Error(`withdrawal ${id} vanished inside its transaction`);
  return row;
}

/**
 * A member's request: profile complete, turnover met, amount within limits and balance, then the
 * amount is held. In auto mode a request up to the auto limit is paid at once.
 */
export async function queueWithdrawal(
  db: Db,
  userId: number,
  body: QueueWithdrawalBody,
  ip: string | null,
): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    // The member row lock serialises one member's requests (turnover and balance checks included).
    const user = (
      await tx.query<{
        currency_id: number;
        turn_deposit: bigint;
        turn_deposit_target: bigint;
        bank_currency_information_id: number | null;
        bank_no: string | null;
        account_name: string;
      }>(
        `SELECT currency_id, turn_deposit, turn_deposit_target, bank_currency_information_id, bank_no,
                trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS account_name
           FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      )
    ).rows[0];
    if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', 'Not authenticated');
    await assertProfileComplete(tx, userId);
    await assertNoHold(tx, userId);
    if (user.bank_currency_information_id === null || !user.bank_no) {
      throw new AppError(403, 'PROFILE_INCOMPLETE', WITHDRAWAL_MESSAGES.noBankAccount);
    }

    const limits = await withdrawalLimits(tx, user.currency_id);
    const { scale } = limits.currency;
    let amount: bigint;
    try {
      amount = moneyToMinor(body.amount, scale);
    } catch {
      throw amountError(WITHDRAWAL_MESSAGES.amountInvalid);
    }
    // Under the member lock, so a repeat waits for the first request and then finds it.
    const earlier = body.idempotency_key
      ? await findWithdrawalByKey(tx, userId, body.idempotency_key)
      : undefined;
    if (earlier) {
      if (earlier.amount !== amount || earlier.note !== (body.note || null)) {
        throw new AppError(409, 'CONFLICT', WITHDRAWAL_MESSAGES.keyReused);
      }
      return { row: earlier, event: null };
    }
    if (amount < limits.min || amount > limits.max || amount <= 0n) {
      throw amountError(
        fill(WITHDRAWAL_MESSAGES.amountOutOfRange, {
          min: minorToMoney(limits.min, scale),
          max: minorToMoney(limits.max, scale),
        }),
      );
    }
    if (user.turn_deposit < user.turn_deposit_target || (await promotionTargetUnmet(tx, userId))) {
      throw new AppError(422, 'TURNOVER_REQUIRED', WITHDRAWAL_MESSAGES.turnoverRequired);
    }
    if ((await balanceOf(tx, { userId, kind: 'main' })) < amount) {
      throw new AppError(422, 'INSUFFICIENT_FUNDS', WITHDRAWAL_MESSAGES.amountExceeded);
    }

    const paysAtOnce = limits.mode === 'auto' && amount <= limits.autoMax;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO withdrawals (reference, user_id, currency_id, amount, mode, note, bank_id, bank_no,
         account_name, status, decided_at, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10 = 'pending' THEN NULL ELSE now() END, $11)
       RETURNING id`,
      [
        newReference(),
        userId,
        user.currency_id,
        amount,
        paysAtOnce ? 'auto' : 'manual',
        body.note || null,
        user.bank_currency_information_id,
        user.bank_no,
        user.account_name,
        paysAtOnce ? 'success' : 'pending',
        body.idempotency_key ?? null,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('withdrawal insert returned no row');
    const hold = { userId, currencyId: user.currency_id, amount, reference: ledgerRef(id) };
    await holdForWithdrawal(tx, hold);
    if (paysAtOnce) await payOutHold(tx, hold);

    const row = await loaded(tx, id);
    await appendActivity(tx, {
      userId,
      type: 'withdraw',
      subType: row.status,
      amount,
      currencyId: user.currency_id,
      detail: {
        withdrawal_id: id,
        reference: row.reference,
        amount: minorToMoney(amount, scale),
        status: row.status,
      },
      ip,
    });
    return { row, event: eventOf(row) };
  });
}

export type Decision = { kind: 'approve'; reason?: string | undefined } | { kind: 'refuse'; reason: string };

/** Staff decide a pending withdrawal: pay the hold out, or release it back to the wallet. Audited. */
export async function decideWithdrawal(
  db: Db,
  id: number,
  decision: Decision,
  admin: { id: number; ip: string | null },
): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!locked.rows[0]) throw new AppError(404, 'NOT_FOUND', WITHDRAWAL_MESSAGES.notFound);
    const before = await loaded(tx, id);
    if (before.status !== 'pending') throw new AppError(409, 'CONFLICT', WITHDRAWAL_MESSAGES.notPending);

    const hold = {
      userId: before.user_id,
      currencyId: before.currency_id,
      amount: before.amount,
      reference: ledgerRef(id),
    };
    const approve = decision.kind === 'approve';
    if (approve) await payOutHold(tx, hold);
    else await releaseHold(tx, hold);
    await tx.query(
      `UPDATE withdrawals SET status = $2, fail_reason = $3, decided_by = $4, decided_at = now(), updated_at = now()
        WHERE id = $1`,
      [id, approve ? 'success' : 'fail', approve ? null : decision.reason, admin.id],
    );
    const row = await loaded(tx, id);
    await audit(tx, {
      adminId: admin.id,
      action: approve ? 'withdrawal.approve' : 'withdrawal.refuse',
      targetType: 'withdrawal',
      targetId: id,
      reason: decision.reason ?? null,
      before: { status: before.status, amount: before.amount },
      after: { status: row.status, amount: row.amount, fail_reason: row.fail_reason },
      ip: admin.ip,
    });
    await appendActivity(tx, {
      userId: row.user_id,
      type: 'withdraw',
      subType: row.status,
      amount: row.amount,
      currencyId: row.currency_id,
      detail: {
        withdrawal_id: id,
        reference: row.reference,
        amount: minorToMoney(row.amount, row.scale),
        status: row.status,
      },
    });
    await writePlatformMemo(tx, {
      userId: row.user_id,
      category: 'Withdraw',
      template: approve ? 'withdrawal_approved' : 'withdrawal_refused',
      params: {
        amount: minorToMoney(row.amount, row.scale),
        reference: row.reference,
        ...(approve ? {} : { reason: decision.reason ?? '' }),
      },
      sourceKey: `withdrawal:${id}`,
    });
    return { row, event: eventOf(row), memo: true };
  });
}
