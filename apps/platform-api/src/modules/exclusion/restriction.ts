import type { ExclusionKind } from '@casino/contracts/exclusion';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { EXCLUSION_MESSAGES } from './strings';

/** What keeps a member out: a time-out or self-exclusion until a date, or a closed account. */
export type Restriction = { kind: ExclusionKind; until: Date } | { kind: 'closed'; until: null };

/**
 * The member's restriction at `at` (the latest-ending exclusion in force wins; a closure beats both).
 * Without `at`, the database's clock (its microseconds included, as the rows were written); a given `at`
 * lets a caller with its own clock (the provider wallet, tests) look past the end without touching rows.
 */
export async function restrictionOf(db: Queryable, userId: number, at?: Date): Promise<Restriction | null> {
  const { rows } = await db.query<{ kind: ExclusionKind | 'closed'; until: Date | string | null }>(
    `SELECT 'closed' AS kind, NULL::timestamptz AS until FROM account_closures WHERE user_id = $1
     UNION ALL
     (SELECT kind, ends_at FROM member_exclusions
       WHERE user_id = $1 AND starts_at <= coalesce($2::timestamptz, now())
         AND ends_at > coalesce($2::timestamptz, now()) ORDER BY ends_at DESC LIMIT 1)`,
    [userId, at?.toISOString() ?? null],
  );
  const closed = rows.find((row) => row.kind === 'closed');
  if (closed) return { kind: 'closed', until: null };
  const row = rows[0];
  if (!row || row.kind === 'closed' || row.until === null) return null;
  return { kind: row.kind, until: new Date(row.until) };
}

/** The error a restricted member gets: 403, its message naming the end in UTC for the web to localise. */
export function restrictionError(restriction: Restriction): AppError {
  if (restriction.kind === 'closed') return new AppError(403, 'ACCOUNT_CLOSED', EXCLUSION_MESSAGES.closed);
  const until = restriction.until.toISOString();
  return restriction.kind === 'time_out'
    ? new AppError(403, 'TIME_OUT_ACTIVE', EXCLUSION_MESSAGES.timeOut(until))
    : new AppError(403, 'SELF_EXCLUDED', EXCLUSION_MESSAGES.selfExcluded(until));
}

/** Login and deposits call this: a restricted member is refused with the reason and its end. */
export async function assertNotRestricted(db: Queryable, userId: number): Promise<void> {
  const restriction = await restrictionOf(db, userId);
  if (restriction) throw restrictionError(restriction);
}
