import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The same API suites run on PGlite always, and on PostgreSQL when DATABASE_URL is set. */
function project(db: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: `platform-api:${db}`,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Config parsing and the PGlite data-directory restart do not depend on the database under test;
      // `*.postgres.test.ts` needs transactions that run side by side, which only PostgreSQL has.
      exclude:
        db === 'postgres' ? ['src/config.test.ts', 'src/restart.test.ts'] : ['src/**/*.postgres.test.ts'],
      env: { TEST_DB: db },
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [project('pglite'), ...(process.env['DATABASE_URL'] ? [project('postgres')] : [])],
  },
});
