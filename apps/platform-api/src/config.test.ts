import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2ID, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a local run on PGlite with OWASP hashing', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      webName: 'casino',
      trustProxy: false,
      bodyLimit: 65536,
      passwordHash: OWASP_ARGON2ID,
      rateLimits: { loginPerMinute: 30, failedLoginsPerUsername: 10, failedLoginWindowMs: 900_000 },
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://db/x',
      WEB_NAME: 'brand1',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://db/x',
      webName: 'brand1',
      trustProxy: true,
    });
  });

  it.each([{ PORT: 'abc' }, { WEB_NAME: 'Bad Name' }, { AUTH_SECRET: 'short' }, { LOG_LEVEL: 'loud' }])(
    'refuses %o',
    (env) => {
      expect(() => loadConfig(env)).toThrow();
    },
  );
  it('turns the dev tools on outside production, and in production only when asked', () => {
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).adminSeed).toBeNull();
    const reference = loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' });
    expect(reference.devTools).toBe(true);
    expect(reference.adminSeed).toEqual({ username: 'admin', password: 'admin-dev-password' });
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
  });
});
