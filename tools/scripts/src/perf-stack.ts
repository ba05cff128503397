import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { BIN, webDist } from './paths';
import { run } from './run';
import { startServices } from './services';
import { temporaryDataDir, webBuildArgs } from './stack';

/**
 * What the browser benches share: a brand's production build copied aside, the API serving it as
 * `npm start` does from a temporary data directory, and headless Chromium.
 */

/** Builds the brand's shells and returns a copy of casino-web's build (an `npm start` elsewhere may rebuild it). */
export async function buildBrandCopy(brand: string): Promise<{ dist: string; cleanup: () => void }> {
  const build = await run(join(BIN, 'nx'), webBuildArgs(brand), { env: { BRAND: brand, NX_TUI: 'false' } });
  if (build.code !== 0) throw new Error(`Building casino-web for ${brand} failed`);
  return copyDist(webDist(brand));
}

export function copyDist(from: string): { dist: string; cleanup: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'casino-web-bench-'));
  cpSync(from, dist, { recursive: true });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

/** A port nothing listens on now (others' stacks and benches run on this machine too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServedBrand {
  origin: string;
  stop: () => Promise<void>;
}

/** platform-api in production mode on a fresh data directory, serving `dist`; `env` adds e.g. SEED_GAMES. */
export async function serveBrand(options: {
  brand: string;
  dist: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ServedBrand> {
  const data = temporaryDataDir();
  const stack = await startServices([
    {
      name: `platform-api (${options.brand})`,
      command: join(BIN, 'tsx'),
      args: ['apps/platform-api/src/main.ts'],
      env: {
        PORT: String(options.port),
        HOST: 'localhost',
        DATA_DIR: data.dataDir,
        BRAND: options.brand,
        WEB_DIST: options.dist,
        NODE_ENV: 'production',
        // Production refuses the published development webhook secret; nothing is paid here.
        PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      readyUrl: `http://localhost:${options.port}/healthz`,
    },
  ]);
  const stop = async () => {
    stack.stop();
    await stack.stopped;
    data.cleanup();
  };
  if (!stack.ready) {
    await stop();
    throw new Error(`platform-api did not start for ${options.brand}`);
  }
  return { origin: `http://localhost:${options.port}`, stop };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
