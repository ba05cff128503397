import { minorToMoney, moneyToMinor } from '@casino/contracts';
import { REWARD_MESSAGES } from '@casino/contracts/rewards';
import type { ExchangeRate } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { transfer } from '../../ledger';
import { pointString } from '../points';
import { appendActivity } from '../../stream';
import { memberCurrency, redeem } from './redeem';

interface RateRow {
  currency_id: number;
  code: string;
  scale: number;
  points_per_unit: bigint;
  min_points: bigint;
  max_points: bigint | null;
  is_active: boolean;
}

const toRate = (row: RateRow): ExchangeRate => ({
  currency_id: row.currency_id,
  points_per_unit: pointString(row.points_per_unit),
  min_points: pointString(row.min_points),
  max_points: row.max_points === null ? null : pointString(row.max_points),
  is_active: row.is_active,
});

export async function exchangeRates(db: Queryable, currencyId?: number): Promise<ExchangeRate[]> {
  return (await rateRows(db, currencyId)).map(toRate);
}

async function rateRows(db: Queryable, currencyId?: number): Promise<RateRow[]> {
  const { rows } = await db.query<RateRow>(
    `SELECT x.currency_id, c.code, c.scale, x.points_per_unit, x.min_points, x.max_points, x.is_active
       FROM point_exchange_rates x JOIN currencies c ON c.id = x.currency_id
      WHERE $1::int IS NULL OR x.currency_id = $1 ORDER BY x.currency_id`,
    [currencyId ?? null],
  );
  return rows;
}

/** Points as hundredths; more than two decimals is a field error, not a 500. */
export function hundredthsOf(points: string, field: string): bigint {
  try {
    return moneyToMinor(points, 2);
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', `${field}: at most two decimals`, [
      { field, message: 'At most two decimals' },
    ]);
  }
}

const refused = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ field: 'body.points', message }]);

/**
 * Points into money in the main wallet at the currency's rate, between its minimum and maximum. Only the
 * points that buy whole minor units are spent: the rest stays with the member.
 */
export async function redeemExchange(tx: Queryable, userId: number, asked: string): Promise<number> {
  const currencyId = await memberCurrency(tx, userId);
  const [rate] = await rateRows(tx, currencyId);
  if (!rate?.is_active) throw new AppError(400, 'REWARD_UNAVAILABLE', REWARD_MESSAGES.exchangeClosed);
  const points = hundredthsOf(asked, 'body.points');
  if (points < rate.min_points) {
    throw refused(REWARD_MESSAGES.belowMinimum.replace('{min}', pointString(rate.min_points)));
  }
  if (rate.max_points !== null && points > rate.max_points) {
    throw refused(REWARD_MESSAGES.aboveMaximum.replace('{max}', pointString(rate.max_points)));
  }
  const unit = 10n ** BigInt(rate.scale);
  const money = (points * unit) / rate.points_per_unit;
  if (money <= 0n) throw refused(REWARD_MESSAGES.tooSmall);
  // The fewest points that buy `money`: never more than asked, since money was rounded down.
  const spent = (money * rate.points_per_unit + unit - 1n) / unit;
  const amount = minorToMoney(money, rate.scale);
  const label = `${amount} ${rate.code}`;
  const types = await tx.query<{ names: Record<string, string> }>(
    `SELECT names FROM redeem_types WHERE code = 'exchange'`,
  );
  const { id, key } = await redeem(tx, {
    userId,
    type: 'exchange',
    rewardId: null,
    names: types.rows[0]?.names ?? { en: 'Exchange points' },
    points: spent,
    currencyId,
    productValue: null,
    status: 'completed',
    prize: { kind: 'money', amount: String(money), labels: { en: label } },
  });
  await transfer(tx, {
    idempotencyKey: `${key}:money`,
    debit: { system: 'promotion', currencyId },
    credit: { userId, kind: 'main' },
    amount: money,
    type: 'exchange_money',
    reference: key,
  });
  await appendActivity(tx, {
    userId,
    type: 'exchange_money',
    amount: money,
    currencyId,
    detail: { redeem_transaction_id: id, points: pointString(spent), amount },
  });
  return id;
}

/** Staff set a currency's rate; answers it before and after, for the audit. */
export async function saveExchangeRate(
  tx: Queryable,
  body: {
    currency_code: string;
    points_per_unit: string;
    min_points: string;
    max_points: string | null;
    is_active: boolean;
  },
): Promise<{ before: ExchangeRate | null; after: ExchangeRate }> {
  const currency = await tx.query<{ id: number }>('SELECT id FROM currencies WHERE code = $1', [
    body.currency_code,
  ]);
  const currencyId = currency.rows[0]?.id;
  if (currencyId === undefined) throw new AppError(400, 'VALIDATION_FAILED', 'Unknown currency');
  const perUnit = hundredthsOf(body.points_per_unit, 'body.points_per_unit');
  const min = hundredthsOf(body.min_points, 'body.min_points');
  const max = body.max_points === null ? null : hundredthsOf(body.max_points, 'body.max_points');
  if (perUnit <= 0n || min <= 0n || (max !== null && max < min)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'The rate and minimum must be above zero, the maximum not below the minimum',
    );
  }
  const [before] = await exchangeRates(tx, currencyId);
  await tx.query(
    `INSERT INTO point_exchange_rates (currency_id, points_per_unit, min_points, max_points, is_active)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (currency_id) DO UPDATE SET points_per_unit = EXCLUDED.points_per_unit,
       min_points = EXCLUDED.min_points, max_points = EXCLUDED.max_points, is_active = EXCLUDED.is_active,
       updated_at = now()`,
    [currencyId, perUnit, min, max, body.is_active],
  );
  const [after] = await exchangeRates(tx, currencyId);
  if (!after) throw new Error('exchange rate vanished');
  return { before: before ?? null, after };
}
