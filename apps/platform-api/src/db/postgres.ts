import pg from 'pg';
import type { Db, NotifyHandlers, Queryable } from './types';
import { PG_INT8, PG_NUMERIC } from './types';

/** Per-pool parsers (not pg's global registry), matching the PGlite driver. */
const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === PG_INT8) return (value: string) => BigInt(value);
    if (oid === PG_NUMERIC) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  url: string;
  /** Puts this schema first on the search path (tests use one fresh schema per file). */
  schema?: string;
  max?: number;
}

/** bigint parameters are sent as text; pg has no bigint serializer of its own. */
function prepare(params: unknown[] | undefined): unknown[] | undefined {
  return params?.map((p) => (typeof p === 'bigint' ? p.toString() : p));
}

export function createPostgresDb(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, prepare(params));
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listen(options.url, channel, handlers),
  };
}

/** LISTEN holds its connection, so it gets its own, outside the pool. */
async function listen(url: string, channel: string, handlers: NotifyHandlers): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let ended = false;
  const lost = () => {
    if (ended) return;
    ended = true;
    handlers.onLost();
  };
  client.on('error', lost);
  client.on('end', lost);
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    ended = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    ended = true;
    await client.end().catch(() => undefined);
  };
}
