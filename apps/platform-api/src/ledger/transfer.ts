import type { Queryable } from '../db/types';
import type { AccountRow } from './accounts';
import { isMemberRef, lockMemberAccounts, lockSystemShard } from './accounts';
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

/**
 * Locks both sides: member accounts in ascending id order (as lockAccounts), then for each system
 * account, in kind order, a shard no other transaction holds, so transfers against one system account
 * run side by side.
 */
async function lockSides(tx: Queryable, input: TransferInput) {
  const sides = [input.debit, input.credit];
  const members = await lockMemberAccounts(tx, sides.filter(isMemberRef));
  const locked = new Map<AccountRef, AccountRow | undefined>();
  for (const ref of sides.filter(isMemberRef))
    locked.set(ref, members.get(`${String(ref.userId)}:${ref.kind}`));
  const systems = sides.filter((ref) => !isMemberRef(ref));
  systems.sort((a, b) => (isMemberRef(a) || isMemberRef(b) ? 0 : a.system.localeCompare(b.system)));
  for (const ref of systems) if (!isMemberRef(ref)) locked.set(ref, await lockSystemShard(tx, ref));
  return { debit: locked.get(input.debit), credit: locked.get(input.credit) };
}

/**
 * Moves `amount` from `debit` to `credit` inside the caller's transaction: one transfer row with
 * a unique key and two immutable entries. Both accounts are locked first (members, then a free shard
 * of each system account), then the key is claimed: a concurrent duplicate waits for the first to commit
 * and replays it. Member accounts never go below zero. Four statements when nothing has to be created.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  if (sameAccount(input.debit, input.credit))
    throw new LedgerInputError('debit and credit are the same account');

  const { debit, credit } = await lockSides(tx, input);
  if (!debit || !credit) throw new LedgerInputError(LEDGER_MESSAGES.unknownAccount);
  if (debit.currency_id !== credit.currency_id) throw new LedgerInputError(LEDGER_MESSAGES.currencyMismatch);
  const claimed = await tx.query<{ id: bigint }>(
    `INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      input.idempotencyKey,
      input.type,
      debit.id,
      credit.id,
      input.amount,
      input.reference ?? null,
      JSON.stringify(input.metadata ?? {}),
    ],
  );
  const transferId = claimed.rows[0]?.id;
  if (transferId === undefined) return replay(tx, input);

  if (debit.user_id !== null && debit.balance < input.amount) throw insufficientFunds();

  const debitAfter = debit.balance - input.amount;
  const creditAfter = credit.balance + input.amount;
  // The balances and their entries in one statement (a data-modifying WITH always runs to completion).
  await tx.query(
    `WITH moved AS (
       UPDATE accounts SET balance = CASE id WHEN $2 THEN $4::bigint ELSE $6::bigint END WHERE id IN ($2, $5))
     INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
     VALUES ($1, $2, -$3::bigint, $4), ($1, $5, $3, $6)`,
    [transferId, debit.id, input.amount, debitAfter, credit.id, creditAfter],
  );
  return {
    transferId,
    replayed: false,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    debitBalanceAfter: debitAfter,
    creditBalanceAfter: creditAfter,
  };
}
