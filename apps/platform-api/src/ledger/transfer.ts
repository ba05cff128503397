import type { Queryable } from '../db/types';
import type { AccountRow } from './accounts';
import { accountIdOf, isMemberRef, lockAccounts, lockSystemShard } from './accounts';
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
  /** The home rows (shard 0) of the accounts a system account's shard stands for; else themselves. */
  debit_home_id: number | null;
  credit_home_id: number | null;
  amount: bigint | null;
  reference: string | null;
}

/** The home row (shard 0) of the account `<column>` names: a system shard's, or the account itself. */
const homeOf = (column: string) =>
  `coalesce((SELECT h.id FROM accounts a JOIN accounts h ON h.user_id IS NULL AND h.kind = a.kind
               AND h.currency_id IS NOT DISTINCT FROM a.currency_id AND h.shard = 0
              WHERE a.id = ${column} AND a.user_id IS NULL), ${column})`;

/**
 * A retry must describe the same movement (a system account may be another shard of the same account);
 * anything else reusing the key is refused. `debitId` and `creditId` are the accounts' home ids.
 */
export async function replay(
  tx: Queryable,
  input: TransferInput,
  debitId: number,
  creditId: number,
): Promise<TransferResult> {
  const { rows } = await tx.query<StoredTransfer>(
    `SELECT id, kind, debit_account_id, credit_account_id, amount, reference,
            ${homeOf('debit_account_id')} AS debit_home_id, ${homeOf('credit_account_id')} AS credit_home_id
       FROM transfers WHERE idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const stored = rows[0];
  if (!stored) throw new Error('transfer key neither inserted nor found');
  const same =
    stored.debit_account_id !== null &&
    stored.credit_account_id !== null &&
    stored.kind === input.type &&
    stored.debit_home_id === debitId &&
    stored.credit_home_id === creditId &&
    stored.amount === input.amount &&
    stored.reference === (input.reference ?? null);
  if (!same || stored.debit_account_id === null || stored.credit_account_id === null) {
    throw idempotencyConflict();
  }
  const entries = await tx.query<{ account_id: number; balance_after: bigint }>(
    'SELECT account_id, balance_after FROM ledger_entries WHERE transfer_id = $1',
    [stored.id],
  );
  const after = (id: number) => entries.rows.find((e) => e.account_id === id)?.balance_after ?? 0n;
  return {
    transferId: stored.id,
    replayed: true,
    debitAccountId: stored.debit_account_id,
    creditAccountId: stored.credit_account_id,
    debitBalanceAfter: after(stored.debit_account_id),
    creditBalanceAfter: after(stored.credit_account_id),
  };
}

/**
 * Locks both sides: member accounts by id (lockAccounts' order), then for each system account, in home id
 * order, a shard no other transaction holds, so transfers against one system account run side by side.
 */
async function lockSides(
  tx: Queryable,
  input: TransferInput,
  homeIds: { debit: number; credit: number },
): Promise<{ debit?: AccountRow | undefined; credit?: AccountRow | undefined }> {
  const sides = [
    { side: 'debit' as const, member: isMemberRef(input.debit), homeId: homeIds.debit },
    { side: 'credit' as const, member: isMemberRef(input.credit), homeId: homeIds.credit },
  ];
  const members = await lockAccounts(
    tx,
    sides.filter((s) => s.member).map((s) => s.homeId),
  );
  const locked: { debit?: AccountRow; credit?: AccountRow } = {};
  for (const s of sides.filter((x) => x.member)) {
    const row = members.get(s.homeId);
    if (row) locked[s.side] = row;
  }
  for (const s of sides.filter((x) => !x.member).sort((a, b) => a.homeId - b.homeId)) {
    locked[s.side] = await lockSystemShard(tx, s.homeId);
  }
  return locked;
}

/**
 * Moves `amount` from `debit` to `credit` inside the caller's transaction: one transfer row with
 * a unique key and two immutable entries. Both accounts are locked first (members, then a free shard
 * of each system account), then the key is claimed: a concurrent duplicate waits for the first to commit
 * and replays it. Member accounts never go below zero.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  const debitHome = await accountIdOf(tx, input.debit);
  const creditHome = await accountIdOf(tx, input.credit);
  if (debitHome === creditHome) throw new LedgerInputError('debit and credit are the same account');

  const { debit, credit } = await lockSides(tx, input, { debit: debitHome, credit: creditHome });
  if (!debit || !credit) throw new LedgerInputError(LEDGER_MESSAGES.unknownAccount);
  const debitId = debit.id;
  const creditId = credit.id;
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
  if (transferId === undefined) return replay(tx, input, debitHome, creditHome);

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
