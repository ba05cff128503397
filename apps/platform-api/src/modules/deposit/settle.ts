import type { WsMessage } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { transfer } from '../../ledger';
import { attachDepositPromotion } from '../promotion/members';
import { appendActivity } from '../../stream';
import { writePlatformMemo } from '../memo';
import type { DepositRow } from './repository';
import { findDeposit } from './repository';

export type SettleOutcome = 'credited' | 'already_final' | 'failed';

export interface Settlement {
  outcome: SettleOutcome;
  deposit: DepositRow | undefined;
  /** The DEPOSIT event to publish once the transaction has committed. */
  event: { userId: number; message: WsMessage } | null;
}

function depositEvent(row: DepositRow, success: boolean): { userId: number; message: WsMessage } {
  return {
    userId: row.user_id,
    message: {
      topic_name: 'DEPOSIT',
      data: {
        success,
        amount: minorToMoney(row.amount - row.fee, row.scale),
        reference: row.reference,
        deposit_id: Number(row.id),
        payment_type_code: row.payment_type_code,
      },
    },
  };
}

/**
 * Credits a pending deposit once: the deposit row is locked, the ledger moves gateway → member main
 * (idempotency key = the deposit reference) and gateway → fees for the fee, and a 'deposit' event
 * joins the activity stream (its credited amount raises the turnover requirement there). A deposit
 * already decided is left alone.
 */
export async function creditDeposit(
  tx: Queryable,
  depositId: bigint,
  extra: { transactionId?: string; reviewedBy?: string } = {},
): Promise<Settlement> {
  const row = await findDeposit(tx, { id: depositId }, true);
  if (!row || row.status !== 'pending') return { outcome: 'already_final', deposit: row, event: null };
  return applyCredit(tx, row, extra);
}

/** The crediting itself, for a row the caller has locked (or just inserted) and decided to credit. */
export async function applyCredit(
  tx: Queryable,
  row: DepositRow,
  extra: { transactionId?: string; reviewedBy?: string } = {},
): Promise<Settlement> {
  const credited = row.amount - row.fee;
  const gateway = { system: 'gateway' as const, currencyId: row.currency_id };
  await transfer(tx, {
    idempotencyKey: row.reference,
    debit: gateway,
    credit: { userId: row.user_id, kind: 'main' },
    amount: credited,
    type: 'deposit',
    reference: `deposit:${row.id}`,
    metadata: { payment_type_code: row.payment_type_code },
  });
  if (row.fee > 0n) {
    await transfer(tx, {
      idempotencyKey: `${row.reference}:fee`,
      debit: gateway,
      credit: { system: 'fees', currencyId: row.currency_id },
      amount: row.fee,
      type: 'deposit_fee',
      reference: `deposit:${row.id}`,
    });
  }
  await tx.query(
    `UPDATE deposits SET status = 'success', transaction_id = COALESCE($2, transaction_id),
       reviewed_by = COALESCE($3, reviewed_by), completed_at = now(), updated_at = now() WHERE id = $1`,
    [row.id, extra.transactionId ?? null, extra.reviewedBy ?? null],
  );
  await appendActivity(tx, {
    userId: row.user_id,
    type: 'deposit',
    amount: credited,
    currencyId: row.currency_id,
    detail: {
      reference: row.reference,
      payment_type_code: row.payment_type_code,
      amount: minorToMoney(row.amount, row.scale),
      fee: minorToMoney(row.fee, row.scale),
      credited: minorToMoney(credited, row.scale),
    },
  });
  if (row.promotion_information_id !== null) {
    // The promotion chosen with the deposit, received in the same transaction when it still can be.
    await attachDepositPromotion(tx, {
      id: row.id,
      userId: row.user_id,
      promotionId: row.promotion_information_id,
      credited,
    });
  }
  await writePlatformMemo(tx, {
    userId: row.user_id,
    category: 'Deposit',
    template: 'deposit_credited',
    params: { amount: minorToMoney(credited, row.scale), reference: row.reference },
    sourceKey: `deposit:${row.id}`,
  });
  const after = await findDeposit(tx, { id: row.id });
  return { outcome: 'credited', deposit: after, event: depositEvent(row, true) };
}

/** Marks a pending deposit failed (staff rejection, expired QR); nothing moves in the ledger. */
export async function failDeposit(
  tx: Queryable,
  depositId: bigint,
  reason: string,
  reviewedBy?: string,
): Promise<Settlement> {
  const row = await findDeposit(tx, { id: depositId }, true);
  if (!row || row.status !== 'pending') return { outcome: 'already_final', deposit: row, event: null };
  await tx.query(
    `UPDATE deposits SET status = 'fail', fail_reason = $2, reviewed_by = COALESCE($3, reviewed_by),
       completed_at = now(), updated_at = now() WHERE id = $1`,
    [row.id, reason, reviewedBy ?? null],
  );
  await writePlatformMemo(tx, {
    userId: row.user_id,
    category: 'Deposit',
    template: 'deposit_refused',
    params: { amount: minorToMoney(row.amount, row.scale), reference: row.reference, reason },
    sourceKey: `deposit:${row.id}`,
  });
  const after = await findDeposit(tx, { id: row.id });
  return { outcome: 'failed', deposit: after, event: depositEvent(row, false) };
}
