import { existsSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from './paths';
import {
  API_BUNDLE,
  PROVIDER_BUNDLE,
  devStack,
  productionStack,
  startDevTools,
  temporaryDataDir,
} from './stack';

describe('temporaryDataDir', () => {
  it('creates a new directory, removes it on cleanup, and prunes stale ones left by killed runs', () => {
    const stale = join(tmpdir(), `casino-data-stale-${process.pid}`);
    mkdirSync(stale, { recursive: true });
    const longAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    utimesSync(stale, longAgo, longAgo);

    const { dataDir, cleanup } = temporaryDataDir();

    expect(existsSync(dataDir)).toBe(true);
    expect(existsSync(stale)).toBe(false);
    cleanup();
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('productionStack', () => {
  it('serves the built shell from the API on the given port and data directory', () => {
    const [api] = productionStack({ port: 3999, dataDir: '/tmp/x', host: 'localhost' });

    expect(api?.readyUrl).toBe('http://localhost:3999/healthz');
    expect(api?.env).toMatchObject({ PORT: '3999', DATA_DIR: '/tmp/x' });
    expect(api?.env?.['WEB_DIST']).toMatch(/apps\/casino-web\/dist\/royal-siam$/);
    expect(api?.env?.['BRAND']).toBe('royal-siam');
  });

  it("serves the chosen brand's own build, so two brands can run side by side", () => {
    const [api] = productionStack({ port: 3999, dataDir: '/tmp/x', brand: 'neon-jungle' });

    expect(api?.env).toMatchObject({ BRAND: 'neon-jungle' });
    expect(api?.env?.['WEB_DIST']).toMatch(/apps\/casino-web\/dist\/neon-jungle$/);
    expect(api?.env?.['MOBILE_WEB_DIST']).toMatch(/apps\/casino-mobile\/dist\/neon-jungle$/);
  });

  it('runs the compiled API and game provider with plain node, in production', () => {
    const [api, provider] = productionStack({ port: 3999, dataDir: '/tmp/x' }, '1');
    expect(api).toMatchObject({ command: join(BIN, 'node'), args: [API_BUNDLE] });
    expect(api?.env).toMatchObject({ NODE_ENV: 'production', DEV_TOOLS: '1' });
    expect(provider).toMatchObject({ command: join(BIN, 'node'), args: [PROVIDER_BUNDLE] });
    const [devApi] = devStack({ port: 3999, dataDir: '/tmp/x' });
    expect(devApi?.args).toEqual(['watch', '--clear-screen=false', 'apps/platform-api/src/main.ts']);
  });
});

describe('startDevTools', () => {
  it('asks for the dev tools in the demo unless told otherwise', () => {
    expect(startDevTools({})).toBe('1');
    expect(startDevTools({ NODE_ENV: 'development' })).toBe('1');
    expect(startDevTools({ DEV_TOOLS: '0' })).toBe('0');
  });

  it("passes a production start's DEV_TOOLS through untouched: none unless asked", () => {
    expect(startDevTools({ NODE_ENV: 'production' })).toBeUndefined();
    expect(startDevTools({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toBe('1');
    expect(startDevTools({ NODE_ENV: 'production', DEV_TOOLS: 'yes' })).toBe('yes');
  });
});
