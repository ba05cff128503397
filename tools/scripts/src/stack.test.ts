import { existsSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionStack, temporaryDataDir } from './stack';

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
    expect(api?.env?.['WEB_DIST']).toMatch(/apps\/casino-web\/dist$/);
  });
});
