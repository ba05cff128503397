import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../apps/platform-api/src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real platform API as a separate process on a loopback port, on PGlite in a temporary
 * directory, with the given staff account seeded. For tests of the CLI against the app.
 */
export async function startApi(admin: { username: string; password: string }): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-api-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    AUTH_SECRET: 'admin-cli-test-secret-of-32-characters-or-more',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API did not start: ${stderr.slice(-2000)}`);
}
