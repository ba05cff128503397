import { mkdir } from 'node:fs/promises';
import type { AppConfig } from '../config';
import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';
import type { Db } from './types';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function connectDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPostgresDb({ url: config.databaseUrl });
  await mkdir(config.dataDir, { recursive: true });
  return createPgliteDb({ dataDir: config.dataDir });
}
