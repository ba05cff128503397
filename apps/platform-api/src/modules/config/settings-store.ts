import type { Queryable } from '../../db/types';

/** One JSON value of the `settings` table (global config, general config, ...), or undefined. */
export async function readSetting<T>(db: Queryable, key: string): Promise<T | undefined> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value;
}
