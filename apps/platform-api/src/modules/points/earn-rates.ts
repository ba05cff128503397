import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { PointEarnRate } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ field: 'body.stake_per_point', message }]);

async function earnRateOf(db: Queryable, currencyId: number): Promise<PointEarnRate | null> {
  const { rows } = await db.query<{ stake_per_point: bigint; scale: number; is_active: boolean }>(
    `SELECT r.stake_per_point, c.scale, r.is_active FROM point_earn_rates r JOIN currencies c ON c.id = r.currency_id
      WHERE r.currency_id = $1`,
    [currencyId],
  );
  const row = rows[0];
  return row
    ? {
        currency_id: currencyId,
        stake_per_point: minorToMoney(row.stake_per_point, row.scale),
        is_active: row.is_active,
      }
    : null;
}

/**
 * Staff set what a currency's settled bets earn. The bet-points projection reads the rate in each
 * batch, so the new one applies from the next batch on; stakes already carried keep counting (the carry
 * is kept in stake, not in points). Answers the rate before and after, for the audit.
 */
export async function saveEarnRate(
  tx: Queryable,
  body: { currency_code: string; stake_per_point: string; is_active: boolean },
): Promise<{ before: PointEarnRate | null; after: PointEarnRate }> {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Unknown currency', [
      { field: 'body.currency_code', message: 'Unknown currency' },
    ]);
  }
  let stake: bigint;
  try {
    stake = moneyToMinor(body.stake_per_point, scale);
  } catch {
    throw invalid('More decimals than the currency has');
  }
  if (stake <= 0n) throw invalid('The stake per point must be above zero');
  const before = await earnRateOf(tx, currencyId);
  await tx.query(
    `INSERT INTO point_earn_rates (currency_id, stake_per_point, is_active) VALUES ($1, $2, $3)
     ON CONFLICT (currency_id) DO UPDATE SET stake_per_point = EXCLUDED.stake_per_point,
       is_active = EXCLUDED.is_active, updated_at = now()`,
    [currencyId, stake, body.is_active],
  );
  const after = await earnRateOf(tx, currencyId);
  if (!after) throw new Error('earn rate vanished');
  return { before, after };
}
