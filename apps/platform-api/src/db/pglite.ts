import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';
import { PG_INT8, PG_NUMERIC } from './types';

const parsers = {
  [PG_INT8]: (value: string) => BigInt(value),
  [PG_NUMERIC]: (value: string) => value,
};

export interface PgliteOptions {
  /** A directory to keep the data in; in memory when absent. */
  dataDir?: string;
  /** A data directory tarball (from `dumpDataDir`) to start from, e.g. a migrated test template. */
  loadDataDir?: Blob | File;
}

/**
 * PGlite is a single connection: `transaction` holds its lock, so concurrent transactions run one
 * after another (serialisable by construction) and other queries wait for the lock.
 */
export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params);
      // PGlite reports affectedRows 0 for SELECT; pg's rowCount counts the rows returned.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
  });
  return {
    kind: 'pglite',
    pglite,
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
    // One in-process engine: its notifications cannot be lost, so onLost is never called.
    async listen(channel, handlers) {
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
  };
}
