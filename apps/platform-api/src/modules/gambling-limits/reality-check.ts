import type { RealityCheck } from '@casino/contracts/safer-gambling';
import type { Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { GAMBLING_LIMIT_MESSAGES } from './strings';

/** What a brand offers until staff choose: a reminder every quarter, half, whole or two hours. */
export const DEFAULT_REALITY_CHECK_OPTIONS = [15, 30, 60, 120];
const OPTIONS_KEY = 'reality_check_options';

/** The intervals the brand offers (brand_settings, beside staff's other per-brand settings). */
export async function realityCheckOptions(db: Queryable, brandId: string): Promise<number[]> {
  const { rows } = await db.query<{ value: unknown }>(
    'SELECT value FROM brand_settings WHERE brand_id = $1 AND key = $2',
    [brandId, OPTIONS_KEY],
  );
  const value = rows[0]?.value;
  return Array.isArray(value) && value.every((v) => Number.isInteger(v) && v > 0)
    ? (value as number[])
    : DEFAULT_REALITY_CHECK_OPTIONS;
}

export async function writeRealityCheckOptions(tx: Queryable, brandId: string, options: number[]) {
  const sorted = [...options].sort((a, b) => a - b);
  await tx.query(
    `INSERT INTO brand_settings (brand_id, key, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (brand_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [brandId, OPTIONS_KEY, JSON.stringify(sorted)],
  );
  return sorted;
}

export async function realityCheckOf(db: Queryable, userId: number, brandId: string): Promise<RealityCheck> {
  const { rows } = await db.query<{ interval_minutes: number | null }>(
    'SELECT interval_minutes FROM reality_checks WHERE user_id = $1',
    [userId],
  );
  return {
    interval_minutes: rows[0]?.interval_minutes ?? null,
    options: await realityCheckOptions(db, brandId),
  };
}

/** Sets the member's reminder interval; only an interval the brand offers (or off). Applies at once. */
export async function setRealityCheck(
  tx: Queryable,
  userId: number,
  brandId: string,
  minutes: number | null,
): Promise<void> {
  if (minutes !== null && !(await realityCheckOptions(tx, brandId)).includes(minutes)) {
    throw new AppError(400, 'VALIDATION_FAILED', GAMBLING_LIMIT_MESSAGES.realityCheckOption, [
      fieldError('body.interval_minutes', GAMBLING_LIMIT_MESSAGES.realityCheckOption),
    ]);
  }
  await tx.query(
    `INSERT INTO reality_checks (user_id, interval_minutes) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = now()`,
    [userId, minutes],
  );
}
