import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRAND_ID } from '@casino/brands';
import { BIN, DEFAULT_DATA_DIR, mobileWebDist, webDist } from './paths';
import type { Service } from './services';

export interface StackOptions {
  port: number;
  /** PGlite directory; ignored by the API when DATABASE_URL is set. */
  dataDir: string;
  host?: string;
  /** The brand the API answers for and whose build it serves (BRAND, else the default brand). */
  brand?: string;
}

export function stackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StackOptions {
  return {
    port: Number(env['PORT'] ?? 3000),
    dataDir: env['DATA_DIR'] ?? DEFAULT_DATA_DIR,
    host: env['HOST'] ?? 'localhost',
    brand: env['BRAND'] || DEFAULT_BRAND_ID,
  };
}

/**
 * `nx build` of both shells, casino-web and casino-mobile, for one brand (run it with BRAND set to the
 * same id): `--brand` names the folder Nx caches and restores, `dist/<brand>`, so restoring one brand's
 * build never touches another's.
 */
export function webBuildArgs(brand = DEFAULT_BRAND_ID): string[] {
  return [
    'run-many',
    '-t',
    'build',
    '-p',
    'casino-web',
    'casino-mobile',
    `--brand=${brand}`,
    '--output-style=static',
  ];
}

/** `nx run-many -t build` of the API and the game provider, the bundles `npm start` runs. */
export function serverBuildArgs(): string[] {
  return ['run-many', '-t', 'build', '-p', 'platform-api', 'game-provider', '--output-style=static'];
}

const TEMP_PREFIX = 'casino-data-';
/** Old enough that no run can still be using it (an e2e run takes about a minute). */
const TEMP_STALE_MS = 6 * 60 * 60 * 1000;

/**
 * TEMP_DATA_DIR=1 (the e2e suite): a new PGlite directory for this run only; the returned cleanup removes
 * it once the stack has stopped. A run that is killed outright cannot clean up, so stale directories of
 * earlier runs are removed here too.
 */
export function temporaryDataDir(): { dataDir: string; cleanup: () => void } {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(TEMP_PREFIX) && Date.now() - statSync(path).mtimeMs > TEMP_STALE_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  return { dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

const tsx = join(BIN, 'tsx');
const API_ENTRY = 'apps/platform-api/src/main.ts';
const PROVIDER_ENTRY = 'apps/game-provider/src/server/main.ts';
/** What `nx build platform-api` and `nx build game-provider` emit (their vite.build.config.ts). */
export const API_BUNDLE = 'apps/platform-api/dist/main.js';
export const PROVIDER_BUNDLE = 'apps/game-provider/dist/server/main.js';

/**
 * How a service runs: `npm start` runs the compiled bundles with plain node (the workspace's pinned Node
 * 22, whatever node started us), `npm run dev` the source.
 */
type Runner = 'node' | 'watch';
const runnerOf = (runner: Runner, source: string, bundle: string) =>
  runner === 'node'
    ? { command: join(BIN, 'node'), args: [bundle] }
    : { command: tsx, args: ['watch', '--clear-screen=false', source] };

const DEV_TOOLS_ON = ['1', 'true'];

/**
 * The DEV_TOOLS `npm start` gives the API. Without NODE_ENV=production it is the README's demo, which asks
 * for the dev tools explicitly (DEV_TOOLS=1, unless the caller set DEV_TOOLS). With NODE_ENV=production
 * the caller's DEV_TOOLS goes through untouched: unset means none, and the API refuses an unclear value.
 */
export function startDevTools(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env['NODE_ENV'] === 'production') return env['DEV_TOOLS'];
  return env['DEV_TOOLS'] ?? '1';
}

export const devToolsOn = (value: string | undefined) => value !== undefined && DEV_TOOLS_ON.includes(value);

/**
 * The reference game provider (its own origin, PROVIDER_PORT or 3100). It and the API swap Hub88 public
 * keys through `<dataDir>-hub88`, and the provider keeps its key pair and retry queue in `<dataDir>-provider`.
 */
function gameProvider(
  { apiUrl, siteUrl }: { apiUrl: string; siteUrl: string },
  dataDir: string,
  host: string,
  runner: Runner,
): Service {
  const port = Number(process.env['PROVIDER_PORT'] ?? 3100);
  return {
    name: runner === 'watch' ? 'game-provider (watch)' : 'game-provider',
    ...runnerOf(runner, PROVIDER_ENTRY, PROVIDER_BUNDLE),
    env: {
      PROVIDER_PORT: String(port),
      PROVIDER_HOST: host,
      PROVIDER_DATA_DIR: `${dataDir}-provider`,
      HUB88_KEYS_DIR: `${dataDir}-hub88`,
      OPERATOR_WALLET_URL: `${apiUrl}/provider-wallet/hub88`,
      // The site frames the game pages; under `npm run dev` it is Vite's origin, not the API's.
      OPERATOR_SITE_ORIGINS: siteUrl,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    },
    readyUrl: `http://${host}:${port}/healthz`,
  };
}
const providerUrl = (host: string) => `http://${host}:${Number(process.env['PROVIDER_PORT'] ?? 3100)}`;

/**
 * `npm start`: the compiled API serves the brand's built shell and itself on one port, beside the compiled
 * game provider. `devTools` is the API's DEV_TOOLS (see startDevTools).
 */
export function productionStack(
  { port, dataDir, host = 'localhost', brand = DEFAULT_BRAND_ID }: StackOptions,
  devTools: string | undefined = startDevTools(),
): Service[] {
  return [
    {
      name: 'platform-api',
      ...runnerOf('node', API_ENTRY, API_BUNDLE),
      env: {
        PORT: String(port),
        HOST: host,
        DATA_DIR: dataDir,
        BRAND: brand,
        WEB_DIST: webDist(brand),
        MOBILE_WEB_DIST: mobileWebDist(brand),
        NODE_ENV: 'production',
        DEV_TOOLS: devTools,
        LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
        HUB88_KEYS_DIR: `${dataDir}-hub88`,
        GAME_PROVIDER_URL: providerUrl(host),
      },
      readyUrl: `http://${host}:${port}/healthz`,
      announce: `Casino is running at http://${host}:${port}/en (API docs at /docs). Ctrl-C stops it.`,
    },
    gameProvider(
      { apiUrl: `http://${host}:${port}`, siteUrl: `http://${host}:${port}` },
      dataDir,
      host,
      'node',
    ),
  ];
}

/** `npm run dev`: the API reloads on change on an internal port; Vite serves the shell with hot reload. */
export function devStack({ port, dataDir, host = 'localhost' }: StackOptions): Service[] {
  const apiPort = Number(process.env['API_PORT'] ?? port + 1);
  const mobilePort = Number(process.env['MOBILE_PORT'] ?? port + 2);
  return [
    {
      name: 'platform-api (watch)',
      ...runnerOf('watch', API_ENTRY, API_BUNDLE),
      env: {
        PORT: String(apiPort),
        HOST: host,
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        HUB88_KEYS_DIR: `${dataDir}-hub88`,
        GAME_PROVIDER_URL: providerUrl(host),
      },
      readyUrl: `http://${host}:${apiPort}/healthz`,
    },
    gameProvider(
      { apiUrl: `http://${host}:${apiPort}`, siteUrl: `http://${host}:${port}` },
      dataDir,
      host,
      'watch',
    ),
    {
      name: 'casino-web (vite)',
      command: join(BIN, 'vite'),
      args: ['--config', 'apps/casino-web/vite.config.ts', '--host', host],
      env: { PORT: String(port), API_PROXY_TARGET: `http://${host}:${apiPort}` },
      readyUrl: `http://${host}:${port}/healthz`,
      announce: `Dev server with hot reload at http://${host}:${port}/en (API on ${apiPort}). Ctrl-C stops it.`,
    },
    {
      name: 'casino-mobile (vite)',
      command: join(BIN, 'vite'),
      args: ['--config', 'apps/casino-mobile/vite.config.ts', '--host', host],
      env: { PORT: String(mobilePort), API_PROXY_TARGET: `http://${host}:${apiPort}` },
      readyUrl: `http://${host}:${mobilePort}/healthz`,
      announce: `The phone shell with hot reload at http://${host}:${mobilePort}/m/en.`,
    },
  ];
}
