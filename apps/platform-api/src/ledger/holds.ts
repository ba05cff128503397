import type { Queryable } from '../db/types';
import { transfer } from './transfer';
import type { TransferResult } from './types';

/**
 * A withdrawal's life in the ledger: the amount leaves the member's main balance for the
 * currency's `withdrawal_pending` account at request, then either goes out through the gateway
 * (paid) or comes back (released). Keys derive from the withdrawal reference, so each step
 * happens at most once.
 */
export interface HoldInput {
  userId: number;
  currencyId: number;
  amount: bigint;
  /** The business record, e.g. `withdrawal:42`. */
  reference: string;
  metadata?: Record<string, unknown>;
}

const pending = (currencyId: number) => ({ system: 'withdrawal_pending' as const, currencyId });

export function holdForWithdrawal(tx: Queryable, input: HoldInput): Promise<TransferResult> {
  return transfer(tx, {
    idempotencyKey: `${input.reference}:hold`,
    debit: { userId: input.userId, kind: 'main' },
    credit: pending(input.currencyId),
    amount: input.amount,
    type: 'withdrawal_hold',
    reference: input.reference,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
}

export function payOutHold(tx: Queryable, input: HoldInput): Promise<TransferResult> {
  return transfer(tx, {
    idempotencyKey: `${input.reference}:pay`,
    debit: pending(input.currencyId),
    credit: { system: 'gateway', currencyId: input.currencyId },
    amount: input.amount,
    type: 'withdrawal_paid',
    reference: input.reference,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
}

export function releaseHold(tx: Queryable, input: HoldInput): Promise<TransferResult> {
  return transfer(tx, {
    idempotencyKey: `${input.reference}:release`,
    debit: pending(input.currencyId),
    credit: { userId: input.userId, kind: 'main' },
    amount: input.amount,
    type: 'withdrawal_released',
    reference: input.reference,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
}
