import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../config';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { seed } from '../db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory; each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

const DB_DIR = fileURLToPath(new URL('../db/', import.meta.url));

/** Changes whenever a migration, the seed or PGlite changes, so a stale template is never reused. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const sub of ['migrations', 'seed']) {
    for (const file of (await readdir(join(DB_DIR, sub))).sort()) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(file).update(await readFile(join(DB_DIR, sub, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates and seeds once into a template (kept in the temp dir between runs, keyed by content):
 * loading it per test file is several times faster than initdb plus migrations per file.
 */
export default async function setup(project: TestProject) {
  const file = join(tmpdir(), `platform-api-template-${await templateKey()}.tar`);
  if (!existsSync(file)) {
    const db = await createPgliteDb();
    await migrate(db);
    await seed(db);
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
