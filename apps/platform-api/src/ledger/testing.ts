import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

/** A member with all their accounts at zero, inserted directly (tests of the ledger and its users). */
export async function insertMember(db: Queryable, currencyId = 1): Promise<number> {
  const suffix = randomBytes(5).toString('hex');
  const user = await db.query<{ id: number }>(
    `INSERT INTO users (username, phone, password_hash, country_code, currency_id, ref_code)
     VALUES ($1, $1, 'x', 'TH', $2, $3) RETURNING id`,
    [`ledger_${suffix}`, currencyId, `L${suffix}`],
  );
  const id = user.rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no row');
  await db.query(
    `INSERT INTO accounts (user_id, kind, currency_id)
     SELECT $1, k, CASE WHEN k IN ('points', 'badge_points') THEN NULL ELSE $2::int END
       FROM unnest(ARRAY['main', 'cashback', 'rebate', 'affiliate', 'points', 'badge_points']) AS k`,
    [id, currencyId],
  );
  return id;
}

export interface LedgerInvariants {
  /** Per currency (null for points): the sum of all balances, which must be 0. */
  sums: Map<number | null, bigint>;
  /** Accounts whose balance differs from the sum of their entries. */
  drifting: number[];
  /** Member accounts below zero. */
  negative: number[];
}

/** Reads the ledger-wide invariants: conservation, balance = entries, no negative member balance. */
export async function readInvariants(db: Queryable): Promise<LedgerInvariants> {
  const sums = await db.query<{ currency_id: number | null; total: string }>(
    'SELECT currency_id, sum(balance)::text AS total FROM accounts GROUP BY currency_id',
  );
  const drifting = await db.query<{ id: number }>(
    `SELECT a.id FROM accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0)`,
  );
  const negative = await db.query<{ id: number }>(
    'SELECT id FROM accounts WHERE user_id IS NOT NULL AND balance < 0',
  );
  return {
    sums: new Map(sums.rows.map((r) => [r.currency_id, BigInt(r.total)])),
    drifting: drifting.rows.map((r) => r.id),
    negative: negative.rows.map((r) => r.id),
  };
}
