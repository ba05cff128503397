/**
 * What every platform-api bench shares: the databases to run on (PGlite in a temporary directory always,
 * PostgreSQL in a fresh schema when DATABASE_URL is set), production settings with limits out of the way,
 * and percentiles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { createPgliteDb } from '../src/db/pglite';
import { createPostgresDb } from '../src/db/postgres';
import type { Db } from '../src/db/types';

export type BenchTarget = 'pglite' | 'postgres';

/** The databases a bench runs on, in order. */
export function benchTargets(): BenchTarget[] {
  return process.env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A new, empty database of the target kind; `close()` closes it and removes what it made (the directory or
 * the schema). `poolSize` sizes the PostgreSQL pool for benches that drive it directly.
 */
export async function openBenchDb(
  target: BenchTarget,
  options: { label: string; poolSize?: number },
): Promise<{ db: Db; close(): Promise<void> }> {
  if (target === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), `${options.label}-`));
    const db = await createPgliteDb({ dataDir: dir });
    return {
      db,
      async close() {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env['DATABASE_URL'] ?? '';
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = createPostgresDb({ url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPostgresDb({ url, schema, ...(options.poolSize ? { max: options.poolSize } : {}) });
  return {
    db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * Production settings, except rate limits high enough for one client hammering from one address, and
 * (with `cheapHash`) a cheap password hash where registering players is set-up rather than the subject.
 */
export function benchConfig(options: { cheapHash?: boolean } = {}): AppConfig {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    // Production refuses the published development secret; the bench signs its webhooks with this one.
    PAYMENT_WEBHOOK_SECRET: 'bench-payment-webhook-secret',
  });
  return {
    ...config,
    ...(options.cheapHash ? { passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } } : {}),
    rateLimits: {
      ...config.rateLimits,
      loginPerMinute: 1_000_000,
      registerPerMinute: 1_000_000,
      publicPerMinute: 1_000_000,
      webhookPerMinute: 1_000_000,
      providerWalletPerMinute: 1_000_000,
    },
  };
}

/** The `p`-th percentile (0-100) of ascending `sorted` values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
