import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb } from '../db/postgres';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';

export const TEST_DB = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';

/** Production shape with a cheap password hash and limits high enough not to interfere. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return {
    ...base,
    authSecret: 'test-secret-of-at-least-thirty-two-characters',
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimits: {
      loginPerMinute: 1000,
      registerPerMinute: 1000,
      failedLoginsPerUsername: 1000,
      failedLoginWindowMs: 15 * 60_000,
      // Suites (the OpenAPI fuzz above all) call public endpoints thousands of times a minute.
      publicPerMinute: 1_000_000,
      webhookPerMinute: 1_000_000,
      providerWalletPerMinute: 1_000_000,
    },
    ...overrides,
  };
}

export interface TestDb {
  db: Db;
  cleanup(): Promise<void>;
}

/**
 * A fresh migrated and seeded database for one test file: a copy of the PGlite template, or a new
 * PostgreSQL schema (first on the search path) dropped afterwards.
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_DB === 'pglite') {
    const db = await createPgliteDb({ loadDataDir: await pgliteTemplate() });
    return { db, cleanup: () => db.close() };
  }
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb({ url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPostgresDb({ url, schema, max: 4 });
  await migrate(db);
  await seed(db);
  return {
    db,
    async cleanup() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** An app on an existing test database, e.g. a second configuration over the same data. */
export async function buildTestApp(db: Db, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db, prepareDb: false, logLevel: 'silent' });
  await app.ready();
  return app;
}

/** The PGlite template tarball (migrated and seeded), for tests that need their own data directory. */
export async function pgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { db, cleanup } = await createTestDb();
  const app = await buildTestApp(db, overrides);
  return {
    app,
    db,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
