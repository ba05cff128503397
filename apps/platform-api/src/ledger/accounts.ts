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
 * its shard 0 (its home row, see `lockSystemShard`). Does not lock.
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
 * too). NO KEY UPDATE (what a balance update takes anyway) does not conflict with the key-share locks
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

/** Shards of one system account at most: beyond, a transfer waits for one (more than any pool's size). */
export const MAX_SHARDS = 32;

/** The rows (id, balance) of the account `ref` whose home row id is `$1`: a system account's shards. */
export const rowsOfAccountSql = (ref: AccountRef) =>
  isMemberRef(ref)
    ? 'SELECT id, balance FROM accounts WHERE id = $1'
    : `SELECT s.id, s.balance FROM accounts h JOIN accounts s ON s.user_id IS NULL AND s.kind = h.kind
         AND s.currency_id IS NOT DISTINCT FROM h.currency_id WHERE h.id = $1`;

type MemberRef = Extract<AccountRef, { userId: number }>;
type SystemRef = Extract<AccountRef, { system: string }>;

/**
 * Locks member accounts by reference in ascending id order (one statement; creating missing ones first
 * when needed), keyed `userId:kind`.
 */
export async function lockMemberAccounts(tx: Queryable, refs: MemberRef[]): Promise<Map<string, AccountRow>> {
  const lock = () =>
    tx.query<AccountRow>(
      `SELECT a.id, a.user_id, a.kind, a.currency_id, a.balance
         FROM accounts a JOIN unnest($1::int[], $2::text[]) AS v(user_id, kind)
           ON a.user_id = v.user_id AND a.kind = v.kind
        ORDER BY a.id FOR NO KEY UPDATE OF a`,
      [refs.map((ref) => ref.userId), refs.map((ref) => ref.kind)],
    );
  let { rows } = await lock();
  if (rows.length < new Set(refs.map((ref) => `${ref.userId}:${ref.kind}`)).size) {
    for (const ref of refs) await accountIdOf(tx, ref);
    ({ rows } = await lock());
  }
  return new Map(rows.map((row) => [`${String(row.user_id)}:${row.kind}`, row]));
}

/**
 * Locks a shard of the system account `ref`: the first one no other transaction holds (SKIP LOCKED),
 * else a new shard, else (all MAX_SHARDS held) waits for one. A shard this transaction already holds
 * counts as free, so one transaction's transfers reuse it. Creates the account (shard 0) on first use.
 */
export async function lockSystemShard(tx: Queryable, ref: SystemRef): Promise<AccountRow> {
  const shards = `accounts WHERE user_id IS NULL AND kind = $1 AND currency_id IS NOT DISTINCT FROM $2`;
  const params = [ref.system, ref.currencyId];
  const columns = 'id, user_id, kind, currency_id, balance';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const free = await tx.query<AccountRow>(
      `SELECT ${columns} FROM ${shards} ORDER BY shard LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED`,
      params,
    );
    if (free.rows[0]) return free.rows[0];
    // None free: the account is new (open shard 0) or every shard is held by a running transaction (open
    // the next one, a row only this transaction sees until it commits).
    const opened = await tx.query<AccountRow>(
      `INSERT INTO accounts (kind, currency_id, shard)
       SELECT $1, $2, coalesce(max(shard) + 1, 0) FROM ${shards} HAVING coalesce(max(shard) + 1, 0) < $3
       ON CONFLICT DO NOTHING RETURNING ${columns}`,
      [...params, MAX_SHARDS],
    );
    if (opened.rows[0]) return opened.rows[0];
  }
  const { rows } = await tx.query<AccountRow>(
    `SELECT ${columns} FROM ${shards} ORDER BY random() LIMIT 1 FOR NO KEY UPDATE`,
    params,
  );
  if (!rows[0]) throw new AppError(404, 'NOT_FOUND', LEDGER_MESSAGES.unknownAccount);
  return rows[0];
}
