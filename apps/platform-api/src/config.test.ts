import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PAYMENT_WEBHOOK_SECRET, OWASP_ARGON2ID, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a local run on PGlite with OWASP hashing', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      webName: 'royalsiam',
      trustProxy: false,
      bodyLimit: 65536,
      passwordHash: OWASP_ARGON2ID,
      rateLimits: { loginPerMinute: 30, failedLoginsPerUsername: 10, failedLoginWindowMs: 900_000 },
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
    expect(config.brand.id).toBe('royal-siam');
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

  it('names the session cookie after the brand unless WEB_NAME says otherwise', () => {
    const neon = loadConfig({ BRAND: 'neon-jungle' });
    expect(neon).toMatchObject({ webName: 'neonjungle', brand: { time_zone: 'Asia/Manila' } });
    expect(loadConfig({ BRAND: 'neon-jungle', WEB_NAME: 'other' }).webName).toBe('other');
  });

  it.each([
    { PORT: 'abc' },
    { WEB_NAME: 'Bad Name' },
    { BRAND: 'no-such-brand' },
    { AUTH_SECRET: 'short' },
    { LOG_LEVEL: 'loud' },
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow();
  });
  it('turns the dev tools on outside production, and in production only when asked', () => {
    expect(loadConfig({}).devTools).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'a-real-gateway-secret',
    });
    expect(production.devTools).toBe(false);
    expect(production.adminSeed).toBeNull();
    const reference = loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' });
    expect(reference.devTools).toBe(true);
    expect(reference.adminSeed).toEqual({ username: 'admin', password: 'admin-dev-password' });
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  it.each(['', 'yes', 'on', 'TRUE', ' 1'])(
    'refuses the unclear DEV_TOOLS=%j, naming what to set',
    (value) => {
      for (const NODE_ENV of ['production', 'development']) {
        expect(() => loadConfig({ NODE_ENV, DEV_TOOLS: value })).toThrow(ConfigError);
      }
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: value })).toThrow(
        /only by DEV_TOOLS=1; set DEV_TOOLS=0 or leave it unset .*production deployment must/,
      );
    },
  );

  it('refuses production without dev tools on the published payment webhook secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).paymentWebhookSecret).toBe(
      DEV_PAYMENT_WEBHOOK_SECRET,
    );
    expect(loadConfig({}).paymentWebhookSecret).toBe(DEV_PAYMENT_WEBHOOK_SECRET);
  });
});
