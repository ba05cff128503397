import type { Queryable } from '../db/types';

/**
 * Tables holding money and member state. A refused request (4xx) must leave every one of them as it
 * was; attempt counters, logs, sessions and OTP codes are left out since refusals write them by design.
 */
export const STATE_TABLES = [
  'users',
  'accounts',
  'ledger_entries',
  'transfers',
  'deposits',
  'withdrawals',
  'wallet_transfers',
  'member_bonus',
  'member_holds',
  'member_privileges',
  'promotion_members',
  'coupon_redemptions',
  'money_trigger_receipts',
  'quest_joins',
  'quest_claims',
  'quest_check_ins',
  'redeem_transactions',
  'reward_seeds',
  'free_spin_grants',
  'game_favorites',
  'memo_topics',
  'memo_messages',
  'uploads',
  'push_subscriptions',
] as const;

const FINGERPRINT_SQL = STATE_TABLES.map(
  (table) =>
    `SELECT '${table}' AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM ${table} x`,
).join(' UNION ALL ');

/** Per table, its row count and a checksum of every row: any insert, update or delete changes it. */
export async function fingerprint(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ t: string; n: string; h: string }>(FINGERPRINT_SQL);
  return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
}
