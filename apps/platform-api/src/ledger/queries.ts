import type { Queryable } from '../db/types';
import { accountIdOf, rowsOfAccountSql } from './accounts';
import type { AccountRef, LedgerEntry } from './types';

/**
 * The balance of an account (0 for one not created yet: it is created on first use); of a system
 * account, the sum of its shards.
 */
export async function balanceOf(tx: Queryable, ref: AccountRef): Promise<bigint> {
  const id = await accountIdOf(tx, ref);
  const { rows } = await tx.query<{ balance: bigint }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS balance FROM (${rowsOfAccountSql(ref)}) shards`,
    [id],
  );
  return rows[0]?.balance ?? 0n;
}

export interface EntriesQuery {
  limit?: number;
  /** Entries with an id below this one (pages backwards through history). */
  beforeId?: bigint;
}

/** An account's entries (of a system account, all its shards'), newest first. */
export async function entriesOf(
  tx: Queryable,
  ref: AccountRef,
  query: EntriesQuery = {},
): Promise<LedgerEntry[]> {
  const id = await accountIdOf(tx, ref);
  const { rows } = await tx.query<{
    id: bigint;
    transfer_id: bigint;
    account_id: number;
    amount: bigint;
    balance_after: bigint;
    kind: string;
    reference: string | null;
    created_at: string;
  }>(
    `SELECT e.id, e.transfer_id, e.account_id, e.amount, e.balance_after, t.kind, t.reference,
            to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM ledger_entries e JOIN transfers t ON t.id = e.transfer_id
      WHERE e.account_id IN (SELECT id FROM (${rowsOfAccountSql(ref)}) shards) AND ($2::bigint IS NULL OR e.id < $2)
      ORDER BY e.id DESC LIMIT $3`,
    [id, query.beforeId ?? null, query.limit ?? 100],
  );
  return rows.map((r) => ({
    id: r.id,
    transferId: r.transfer_id,
    accountId: r.account_id,
    amount: r.amount,
    balanceAfter: r.balance_after,
    type: r.kind,
    reference: r.reference,
    createdAt: r.created_at,
  }));
}
