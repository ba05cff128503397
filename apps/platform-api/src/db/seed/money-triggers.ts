import type { Queryable } from '../types';

/** Minor units of the demo's staff gift per currency. */
const GIFT = { THB: 10_000, MYR: 3_000 } as const;

/**
 * A manual money trigger per currency, open to every member of it, so staff can grant a gift from the
 * first start (README: `admin-cli money-triggers grant`). Inserted only when missing.
 */
export async function seedMoneyTriggers(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO money_triggers (name, event, currency_id, amount, repeat, starts_at, ends_at)
     SELECT 'Loyalty gift', 'manual', c.id, x.amount, 'every', '2025-01-01T00:00:00Z', '2027-12-31T16:59:59Z'
       FROM jsonb_to_recordset($1::jsonb) AS x(currency text, amount bigint) JOIN currencies c ON c.code = x.currency
      WHERE NOT EXISTS (
        SELECT 1 FROM money_triggers t WHERE t.name = 'Loyalty gift' AND t.event = 'manual' AND t.currency_id = c.id
      )`,
    [JSON.stringify(Object.entries(GIFT).map(([currency, amount]) => ({ currency, amount })))],
  );
}
