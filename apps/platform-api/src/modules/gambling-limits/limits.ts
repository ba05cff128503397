import type { LimitKind } from '@casino/contracts/safer-gambling';
import { LIMIT_INCREASE_DELAY_HOURS } from '@casino/contracts/safer-gambling';
import type { Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';

/** One limit row as stored: `value` in force, and a pending increase or removal. */
export interface StoredLimit {
  kind: LimitKind;
  value: bigint | null;
  pendingValue: bigint | null;
  pendingAt: Date | null;
}

const DELAY_MS = LIMIT_INCREASE_DELAY_HOURS * 3_600_000;

interface Row {
  kind: LimitKind;
  value: bigint | null;
  pending_value: bigint | null;
  pending_at: Date | null;
}

const toLimit = (row: Row): StoredLimit => ({
  kind: row.kind,
  value: row.value === null ? null : BigInt(row.value),
  pendingValue: row.pending_value === null ? null : BigInt(row.pending_value),
  pendingAt: row.pending_at === null ? null : new Date(row.pending_at),
});

/**
 * The member's limits as they stand at `now`: a pending change whose time has come counts as applied, so
 * enforcement needs no job to apply it (the page's reads write it down, see applyDue).
 */
export async function limitsAt(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Map<LimitKind, StoredLimit>> {
  const { rows } = await db.query<Row>(
    'SELECT kind, value, pending_value, pending_at FROM gambling_limits WHERE user_id = $1',
    [userId],
  );
  const limits = new Map<LimitKind, StoredLimit>();
  for (const row of rows) {
    const limit = toLimit(row);
    const due = limit.pendingAt !== null && limit.pendingAt <= now;
    limits.set(
      limit.kind,
      due ? { kind: limit.kind, value: limit.pendingValue, pendingValue: null, pendingAt: null } : limit,
    );
  }
  return limits;
}

/** Writes down the pending changes whose 24 hours have passed, with their history. */
export async function applyDue(tx: Queryable, userId: number, now: Date): Promise<void> {
  const { rows } = await tx.query<Row>(
    `SELECT kind, value, pending_value, pending_at FROM gambling_limits
      WHERE user_id = $1 AND pending_at <= $2 FOR UPDATE`,
    [userId, now],
  );
  for (const limit of rows.map(toLimit)) {
    await tx.query(
      `UPDATE gambling_limits SET value = pending_value, pending_value = NULL, pending_at = NULL, updated_at = $3
        WHERE user_id = $1 AND kind = $2`,
      [userId, limit.kind, now],
    );
    await history(tx, userId, limit.kind, 'applied', limit.value, limit.pendingValue, limit.pendingAt ?? now);
  }
}

async function history(
  tx: Queryable,
  userId: number,
  kind: string,
  action: 'set' | 'requested' | 'applied' | 'cancelled',
  oldValue: bigint | null,
  newValue: bigint | null,
  effectiveAt: Date,
) {
  await tx.query(
    `INSERT INTO gambling_limit_changes (user_id, kind, action, old_value, new_value, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, kind, action, oldValue, newValue, effectiveAt],
  );
}

/** The member's row of one limit, locked for the caller's transaction (created empty when missing). */
async function lockLimit(tx: Queryable, userId: number, kind: LimitKind): Promise<StoredLimit> {
  await tx.query(
    `INSERT INTO gambling_limits (user_id, kind) VALUES ($1, $2) ON CONFLICT (user_id, kind) DO NOTHING`,
    [userId, kind],
  );
  const { rows } = await tx.query<Row>(
    `SELECT kind, value, pending_value, pending_at FROM gambling_limits
      WHERE user_id = $1 AND kind = $2 FOR UPDATE`,
    [userId, kind],
  );
  const row = rows[0];
  if (!row) throw new Error('gambling limit row missing after insert');
  return toLimit(row);
}

/**
 * Sets (or removes, `value` null) one limit. A first limit or a lower one protects the member more, so it
 * applies at once (and drops a pending increase); a higher one or a removal waits 24 hours, so a decision
 * made in the heat of play cannot loosen a limit straight away.
 */
export async function setLimit(
  tx: Queryable,
  userId: number,
  kind: LimitKind,
  value: bigint | null,
  now: Date,
): Promise<void> {
  await applyDue(tx, userId, now);
  const current = await lockLimit(tx, userId, kind);
  const tighter = value !== null && (current.value === null || value <= current.value);
  if (tighter) {
    await tx.query(
      `UPDATE gambling_limits SET value = $3, pending_value = NULL, pending_at = NULL, updated_at = $4
        WHERE user_id = $1 AND kind = $2`,
      [userId, kind, value, now],
    );
    await history(tx, userId, kind, 'set', current.value, value, now);
    return;
  }
  if (current.value === null) {
    // Removing a limit that is not set: nothing to wait for; a pending change (none can exist) goes.
    await tx.query(
      `UPDATE gambling_limits SET pending_value = NULL, pending_at = NULL WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    return;
  }
  const appliesAt = new Date(now.getTime() + DELAY_MS);
  await tx.query(
    `UPDATE gambling_limits SET pending_value = $3, pending_at = $4, updated_at = $5
      WHERE user_id = $1 AND kind = $2`,
    [userId, kind, value, appliesAt, now],
  );
  await history(tx, userId, kind, 'requested', current.value, value, appliesAt);
}

/** Cancels a limit's pending increase or removal: the current limit stays. */
export async function cancelPending(
  tx: Queryable,
  userId: number,
  kind: LimitKind,
  now: Date,
): Promise<void> {
  await applyDue(tx, userId, now);
  const { rows } = await tx.query<{ value: bigint | null; pending_value: bigint | null }>(
    `SELECT value, pending_value FROM gambling_limits
      WHERE user_id = $1 AND kind = $2 AND pending_at IS NOT NULL FOR UPDATE`,
    [userId, kind],
  );
  const row = rows[0];
  if (!row) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  await tx.query(
    `UPDATE gambling_limits SET pending_value = NULL, pending_at = NULL, updated_at = $3
      WHERE user_id = $1 AND kind = $2`,
    [userId, kind, now],
  );
  await history(tx, userId, kind, 'cancelled', row.value, row.pending_value, now);
}
