import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, DEFAULT_DATA_DIR, WEB_DIST } from './paths';
import type { Service } from './services';

export interface StackOptions {
  port: number;
  /** PGlite directory; ignored by the API when DATABASE_URL is set. */
  dataDir: string;
  host?: string;
}

export function stackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StackOptions {
  return {
    port: Number(env['PORT'] ?? 3000),
    dataDir: env['DATA_DIR'] ?? DEFAULT_DATA_DIR,
    host: env['HOST'] ?? 'localhost',
  };
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

/**
 * The reference game provider (its own origin, PROVIDER_PORT or 3100). It and the API swap Hub88 public
 * keys through `<dataDir>-hub88`, and the provider keeps its key pair and retry queue in `<dataDir>-provider`.
 */
function gameProvider(apiUrl: string, dataDir: string, host: string, watch: boolean): Service {
  const port = Number(process.env['PROVIDER_PORT'] ?? 3100);
  return {
    name: watch ? 'game-provider (watch)' : 'game-provider',
    command: tsx,
    args: watch ? ['watch', '--clear-screen=false', PROVIDER_ENTRY] : [PROVIDER_ENTRY],
    env: {
      PROVIDER_PORT: String(port),
      PROVIDER_HOST: host,
      PROVIDER_DATA_DIR: `${dataDir}-provider`,
      HUB88_KEYS_DIR: `${dataDir}-hub88`,
      OPERATOR_WALLET_URL: `${apiUrl}/provider-wallet/hub88`,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    },
    readyUrl: `http://${host}:${port}/healthz`,
  };
}
const providerUrl = (host: string) => `http://${host}:${Number(process.env['PROVIDER_PORT'] ?? 3100)}`;

/** `npm start`: the API serves the built shell and itself on one port. The game provider joins here later. */
export function productionStack({ port, dataDir, host = 'localhost' }: StackOptions): Service[] {
  return [
    {
      name: 'platform-api',
      command: tsx,
      args: [API_ENTRY],
      env: {
        PORT: String(port),
        HOST: host,
        DATA_DIR: dataDir,
        WEB_DIST,
        NODE_ENV: 'production',
        // No SMS gateway or payment provider is wired: the reference stack shows its outbox and payment
        // simulator pages unless the operator turns them off.
        DEV_TOOLS: process.env['DEV_TOOLS'] ?? '1',
        LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
        HUB88_KEYS_DIR: `${dataDir}-hub88`,
        GAME_PROVIDER_URL: providerUrl(host),
      },
      readyUrl: `http://${host}:${port}/healthz`,
      announce: `Casino is running at http://${host}:${port}/en (API docs at /docs). Ctrl-C stops it.`,
    },
    gameProvider(`http://${host}:${port}`, dataDir, host, false),
  ];
}

/** `npm run dev`: the API reloads on change on an internal port; Vite serves the shell with hot reload. */
export function devStack({ port, dataDir, host = 'localhost' }: StackOptions): Service[] {
  const apiPort = Number(process.env['API_PORT'] ?? port + 1);
  return [
    {
      name: 'platform-api (watch)',
      command: tsx,
      args: ['watch', '--clear-screen=false', API_ENTRY],
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
    gameProvider(`http://${host}:${apiPort}`, dataDir, host, true),
    {
      name: 'casino-web (vite)',
      command: join(BIN, 'vite'),
      args: ['--config', 'apps/casino-web/vite.config.ts', '--host', host],
      env: { PORT: String(port), API_PROXY_TARGET: `http://${host}:${apiPort}` },
      readyUrl: `http://${host}:${port}/healthz`,
      announce: `Dev server with hot reload at http://${host}:${port}/en (API on ${apiPort}). Ctrl-C stops it.`,
    },
  ];
}
