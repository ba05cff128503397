import type { TriggerAllowance } from '@casino/contracts/engagement';
import type { Queryable } from '../../db/types';

/** The push prompt's allowance as stored; a brand without a row shows the fake prompt, as the seed sets it. */
export async function triggerAllowanceOf(db: Queryable): Promise<TriggerAllowance> {
  const { rows } = await db.query<{ is_active: number }>(
    'SELECT is_active FROM trigger_allowance WHERE singleton',
  );
  return { is_active: rows[0]?.is_active === 0 ? 0 : 1 };
}
