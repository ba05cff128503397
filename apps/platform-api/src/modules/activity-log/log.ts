import type { ActivityLogType } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Bigints (minor units) are written as strings so JSON keeps them exact. */
const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Appends one activity log entry inside the caller's transaction. */
export async function logActivity(
  tx: Queryable,
  entry: { userId: number; type: ActivityLogType; detail: Record<string, unknown>; ip?: string | null },
): Promise<void> {
  await tx.query('INSERT INTO activity_logs (user_id, type, detail, ip) VALUES ($1, $2, $3::jsonb, $4)', [
    entry.userId,
    entry.type,
    json(entry.detail),
    entry.ip ?? null,
  ]);
}
