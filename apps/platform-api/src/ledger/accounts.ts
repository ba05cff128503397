import type { Queryable } from '../db/types';
import { AppError } from '../http/errors';
import { LEDGER_MESSAGES } from './errors';
import type { AccountRef } from './types';

export interface AccountRow {
  id: number;
  user_id: number | null;
  kind: string;
  currency_id: number | null;
  balance: bigint;
}

const POINT_KINDS = new Set(['points', 'badge_points']);

export const isMemberRef = (ref: AccountRef): ref is Extract<AccountRef, { userId: number }> =>
  'userId' in ref;

/**
 * The account id behind a reference, creating the account when missing: system accounts on first
 * use, member accounts for members registered before that kind existed. Of a system account, the id of
 * its shard 0 (its home row; see MAX_SHARDS). Does not lock.
 */
export async function accountIdOf(tx: Queryable, ref: AccountRef): Promise<number> {
  if (isMemberRef(ref)) {
    const found = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE user_id = $1 AND kind = $2', [
      ref.userId,
      ref.kind,
    ]);
    if (found.rows[0]) return found.rows[0].id;
    await tx.query(
      `INSERT INTO accounts (user_id, kind, currency_id)
       SELECT id, $2, CASE WHEN $3 THEN NULL ELSE currency_id END FROM users WHERE id = $1
       ON CONFLICT (user_id, kind) DO NOTHING`,
      [ref.userId, ref.kind, POINT_KINDS.has(ref.kind)],
    );
    const created = await tx.query<{ id: number }>(
      'SELECT id FROM accounts WHERE user_id = $1 AND kind = $2',
      [ref.userId, ref.kind],
    );
    if (!created.rows[0]) throw new AppError(404, 'NOT_FOUND', LEDGER_MESSAGES.unknownAccount);
    return created.rows[0].id;
  }
  const select = () =>
    tx.query<{ id: number }>(
      `SELECT id FROM accounts
        WHERE user_id IS NULL AND kind = $1 AND currency_id IS NOT DISTINCT FROM $2 AND shard = 0`,
      [ref.system, ref.currencyId],
    );
  const found = await select();
  if (found.rows[0]) return found.rows[0].id;
  if (ref.currencyId === null) {
    await tx.query(
      `INSERT INTO accounts (kind, currency_id) VALUES ($1, NULL)
       ON CONFLICT (kind, shard) WHERE user_id IS NULL AND currency_id IS NULL DO NOTHING`,
      [ref.system],
    );
  } else {
    await tx.query(
      `INSERT INTO accounts (kind, currency_id) VALUES ($1, $2)
       ON CONFLICT (kind, currency_id, shard) WHERE user_id IS NULL DO NOTHING`,
      [ref.system, ref.currencyId],
    );
  }
  const created = await select();
  if (!created.rows[0]) throw new AppError(404, 'NOT_FOUND', LEDGER_MESSAGES.unknownAccount);
  return created.rows[0].id;
}

/**
 * Locks the accounts: member accounts first, then system accounts, each in ascending id order, so
 * concurrent transfers never deadlock on each other (`transfer` locks a system shard after the members
 * too, in `ledger_transfer`). NO KEY UPDATE (what a balance update takes anyway) does not conflict with the key-share locks
 * that foreign keys from transfers and entries take on the same rows.
 */
export async function lockAccounts(tx: Queryable, ids: number[]): Promise<Map<number, AccountRow>> {
  const { rows } = await tx.query<AccountRow>(
    `SELECT id, user_id, kind, currency_id, balance FROM accounts
      WHERE id = ANY($1::int[]) ORDER BY user_id IS NULL, id FOR NO KEY UPDATE`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Shards of one system account at most: beyond, a transfer waits for one (more than any pool's size).
 * `transfer` passes it to `ledger_transfer` (migration 260), which locks a free shard or opens the next.
 */
export const MAX_SHARDS = 32;

/** The rows (id, balance) of the account `ref` whose home row id is `$1`: a system account's shards. */
export const rowsOfAccountSql = (ref: AccountRef) =>
  isMemberRef(ref)
    ? 'SELECT id, balance FROM accounts WHERE id = $1'
    : `SELECT s.id, s.balance FROM accounts h JOIN accounts s ON s.user_id IS NULL AND s.kind = h.kind
         AND s.currency_id IS NOT DISTINCT FROM h.currency_id WHERE h.id = $1`;
