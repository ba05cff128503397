import type { ActivityLogType } from '@casino/contracts';
import type { Queryable } from '../db/types';

export interface NewActivity {
  userId: number;
  type: ActivityLogType;
  /** What the member's activity log shows; amounts as decimal strings. */
  detail: Record<string, unknown>;
  ip?: string | null;
  /** For consumers: what moved, in minor units of currencyId. */
  amount?: bigint | null;
  currencyId?: number | null;
  gameId?: number | null;
  providerId?: number | null;
  subType?: string | null;
}

/** Bigints (minor units) are written as strings so JSON keeps them exact. */
const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * Appends one event to the member activity stream inside the caller's transaction: it becomes visible
 * to the member's activity log and to every projection exactly when that transaction commits.
 */
export async function appendActivity(tx: Queryable, event: NewActivity): Promise<void> {
  await tx.query(
    `INSERT INTO activity_logs (user_id, type, detail, ip, amount, currency_id, game_id, provider_id, sub_type)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9)`,
    [
      event.userId,
      event.type,
      json(event.detail),
      event.ip ?? null,
      event.amount ?? null,
      event.currencyId ?? null,
      event.gameId ?? null,
      event.providerId ?? null,
      event.subType ?? null,
    ],
  );
}
