import type { Queryable } from '../db/types';
import { AppError } from '../http/errors';
import { isMemberRef, MAX_SHARDS } from './accounts';
import { idempotencyConflict, insufficientFunds, LedgerInputError, LEDGER_MESSAGES } from './errors';
import type { AccountRef, TransferInput, TransferResult } from './types';

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
  amount: bigint | null;
  reference: string | null;
  debit_account_id: number | null;
  credit_account_id: number | null;
  debit_user_id: number | null;
  debit_kind: string | null;
  debit_currency_id: number | null;
  credit_user_id: number | null;
  credit_kind: string | null;
  credit_currency_id: number | null;
}

/** Whether a stored account row is (a shard of) the account `ref` names. */
function isAccount(
  ref: AccountRef,
  row: { user_id: number | null; kind: string | null; currency_id: number | null },
) {
  return isMemberRef(ref)
    ? row.user_id === ref.userId && row.kind === ref.kind
    : row.user_id === null && row.kind === ref.system && row.currency_id === ref.currencyId;
}

/**
 * A retry must describe the same movement (a system account may be another shard of the same account);
 * anything else reusing the key is refused.
 */
export async function replay(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  const { rows } = await tx.query<StoredTransfer>(
    `SELECT t.id, t.kind, t.amount, t.reference, t.debit_account_id, t.credit_account_id,
            d.user_id AS debit_user_id, d.kind AS debit_kind, d.currency_id AS debit_currency_id,
            c.user_id AS credit_user_id, c.kind AS credit_kind, c.currency_id AS credit_currency_id
       FROM transfers t LEFT JOIN accounts d ON d.id = t.debit_account_id
       LEFT JOIN accounts c ON c.id = t.credit_account_id
      WHERE t.idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const stored = rows[0];
  if (!stored) throw new Error('transfer key neither inserted nor found');
  const { debit_account_id: debitId, credit_account_id: creditId } = stored;
  const same =
    stored.kind === input.type &&
    isAccount(input.debit, {
      user_id: stored.debit_user_id,
      kind: stored.debit_kind,
      currency_id: stored.debit_currency_id,
    }) &&
    isAccount(input.credit, {
      user_id: stored.credit_user_id,
      kind: stored.credit_kind,
      currency_id: stored.credit_currency_id,
    }) &&
    stored.amount === input.amount &&
    stored.reference === (input.reference ?? null);
  if (!same || debitId === null || creditId === null) throw idempotencyConflict();
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

const sameAccount = (a: AccountRef, b: AccountRef) =>
  isMemberRef(a)
    ? isMemberRef(b) && a.userId === b.userId && a.kind === b.kind
    : !isMemberRef(b) && a.system === b.system && a.currencyId === b.currencyId;

/** A side as the function takes it: (user, kind, currency), the user null for a system account. */
const sideParams = (ref: AccountRef) =>
  isMemberRef(ref) ? [ref.userId, ref.kind, null] : [null, ref.system, ref.currencyId];

interface Outcome {
  outcome: 'moved' | 'replayed' | 'unknown_account' | 'currency_mismatch' | 'insufficient_funds' | 'conflict';
  moved_id: bigint | null;
  debit_id: number | null;
  credit_id: number | null;
  debit_after: bigint | null;
  credit_after: bigint | null;
}

const REFUSALS: Partial<Record<Outcome['outcome'], () => Error>> = {
  unknown_account: () => new AppError(404, 'NOT_FOUND', LEDGER_MESSAGES.unknownAccount),
  currency_mismatch: () => new LedgerInputError(LEDGER_MESSAGES.currencyMismatch),
  insufficient_funds: insufficientFunds,
  conflict: idempotencyConflict,
};

/**
 * Moves `amount` from `debit` to `credit` inside the caller's transaction: one transfer row with
 * a unique key and two immutable entries. One statement: `ledger_transfer` (migration 260) locks both
 * accounts (members, then a free shard of each system account), claims the key (a concurrent duplicate
 * waits for the first to commit and replays it) and writes the balances and entries. Member accounts never
 * go below zero. A refusal writes nothing and leaves the transaction usable.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  if (sameAccount(input.debit, input.credit))
    throw new LedgerInputError('debit and credit are the same account');

  const { rows } = await tx.query<Outcome>(
    `SELECT * FROM ledger_transfer($1, $2, $3::int, $4, $5::int, $6::int, $7, $8::int, $9::bigint, $10,
       $11::jsonb, $12::int)`,
    [
      input.idempotencyKey,
      input.type,
      ...sideParams(input.debit),
      ...sideParams(input.credit),
      input.amount,
      input.reference ?? null,
      JSON.stringify(input.metadata ?? {}),
      MAX_SHARDS,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('ledger_transfer returned no row');
  const refusal = REFUSALS[row.outcome];
  if (refusal) throw refusal();
  if (row.moved_id === null || row.debit_id === null || row.credit_id === null)
    throw new Error(`ledger_transfer answered ${row.outcome} without a transfer`);
  return {
    transferId: row.moved_id,
    replayed: row.outcome === 'replayed',
    debitAccountId: row.debit_id,
    creditAccountId: row.credit_id,
    debitBalanceAfter: row.debit_after ?? 0n,
    creditBalanceAfter: row.credit_after ?? 0n,
  };
}
