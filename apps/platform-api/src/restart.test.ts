import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createPgliteDb } from './db/pglite';
import { TEST_DB, pgliteTemplate, testConfig } from './test/harness';
import { loginMember, registerMember } from './test/members';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-api-restart-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const config = () => testConfig({ dataDir, authSecret: undefined });
/** The app as main.ts starts it: it opens DATA_DIR itself and runs migrations and the seed. */
const start = () => buildApp({ config: config(), logLevel: 'silent' });
/** The first start unpacks the migrated template into the directory instead of running initdb (faster). */
async function firstStart() {
  const db = await createPgliteDb({ dataDir, loadDataDir: await pgliteTemplate() });
  const app = await buildApp({ config: config(), db, logLevel: 'silent' });
  app.addHook('onClose', () => db.close());
  return app;
}

// The PGlite data directory is what `npm start` keeps between runs; PostgreSQL keeps data by nature.
describe(`restart on a PGlite data directory (${TEST_DB} project)`, () => {
  it('keeps members, and sessions through the generated secret kept in the database', async () => {
    const first = await firstStart();
    const { body } = await registerMember(first);
    const { accessToken } = await loginMember(first, body.username);
    await first.close();

    const second = await start();
    try {
      const profile = await second.inject({
        method: 'GET',
        url: '/api/mb/users',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ total: 1, data: [{ username: body.username }] });
      const languages = await second.inject({ method: 'GET', url: '/pbgapi/pb/language?$limit=50' });
      expect(languages.json()).toMatchObject({ total: 15 });
    } finally {
      await second.close();
    }
  });
});
