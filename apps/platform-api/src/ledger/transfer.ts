import type { Queryable } from '../db/types';
import { accountIdOf, lockAccounts } from './accounts';
import { idempotencyConflict, insufficientFunds, LedgerInputError, LEDGER_MESSAGES } from './errors';
import type { TransferInput, TransferResult } from './types';

const MAX_BIGINT = 2n ** 63n - 1n;

export function validate(input: TransferInput): void {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n || input.amount > MAX_BIGINT) {
    throw new LedgerInputError(`amount must be a positive int8 bigint, got ${String(input.amount)}`);
  }
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) {
    throw new LedgerInputError('idempotencyKey must be 1-200 characters');
  }
  if (!input.type) throw new LedgerInputError('type is required');
}

interface StoredTransfer {
  id: bigint;
  kind: string;
  debit_account_id: number | null;
  credit_account_id: number | null;
  amount: bigint | null;
  reference: string | null;
}

/** A retry must describe the same movement; anything else reusing the key is refused. */
export async function replay(
  tx: Queryable,
  input: TransferInput,
  debitId: number,
  creditId: number,
): Promise<TransferResult> {
  const { rows } = await tx.query<StoredTransfer>(
    `SELECT id, kind, debit_account_id, credit_account_id, amount, reference FROM transfers
      WHERE idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const stored = rows[0];
  if (!stored) throw new Error('transfer key neither inserted nor found');
  const same =
    stored.kind === input.type &&
    stored.debit_account_id === debitId &&
    stored.credit_account_id === creditId &&
    stored.amount === input.amount &&
    stored.reference === (input.reference ?? null);
  if (!same) throw idempotencyConflict();
  const entries = await tx.query<{ account_id: number; balance_after: bigint }>(
    'SELECT account_id, balance_after FROM ledger_entries WHERE transfer_id = $1',
    [stored.id],
  );
  const after = (id: number) => entries.rows.find((e) => e.account_id === id)?.balance_after ?? 0n;
  return {
    transferId: stored.id,
    replayed: true,
    debitAccountId: debitId,
    creditAccountId: creditId,
    debitBalanceAfter: after(debitId),
    creditBalanceAfter: after(creditId),
  };
}

/**
 * Moves `amount` from `debit` to `credit` inside the caller's transaction: one transfer row with
 * a unique key and two immutable entries. Both accounts are locked first (ascending id), then
 * the key is claimed: a concurrent duplicate waits for the first to commit and replays it.
 * Member accounts never go below zero.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  const debitId = await accountIdOf(tx, input.debit);
  const creditId = await accountIdOf(tx, input.credit);
  if (debitId === creditId) throw new LedgerInputError('debit and credit are the same account');

  const accounts = await lockAccounts(tx, [debitId, creditId]);
  const debit = accounts.get(debitId);
  const credit = accounts.get(creditId);
  if (!debit || !credit) throw new LedgerInputError(LEDGER_MESSAGES.unknownAccount);
  if (debit.currency_id !== credit.currency_id) throw new LedgerInputError(LEDGER_MESSAGES.currencyMismatch);
  const claimed = await tx.query<{ id: bigint }>(
    `INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      input.idempotencyKey,
      input.type,
      debitId,
      creditId,
      input.amount,
      input.reference ?? null,
      JSON.stringify(input.metadata ?? {}),
    ],
  );
  const transferId = claimed.rows[0]?.id;
  if (transferId === undefined) return replay(tx, input, debitId, creditId);

  if (debit.user_id !== null && debit.balance < input.amount) throw insufficientFunds();

  const debitAfter = debit.balance - input.amount;
  const creditAfter = credit.balance + input.amount;
  await tx.query(
    `UPDATE accounts SET balance = CASE id WHEN $1 THEN $2::bigint ELSE $4::bigint END
      WHERE id IN ($1, $3)`,
    [debitId, debitAfter, creditId, creditAfter],
  );
  await tx.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
     VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [transferId, debitId, -input.amount, debitAfter, creditId, input.amount, creditAfter],
  );
  return {
    transferId,
    replayed: false,
    debitAccountId: debitId,
    creditAccountId: creditId,
    debitBalanceAfter: debitAfter,
    creditBalanceAfter: creditAfter,
  };
}
