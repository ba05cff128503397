import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { seed } from '../db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory; each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

/** Migrates and seeds once; loading the tarball per file is faster than migrating per file. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'platform-api-template-'));
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
