import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ApiProcess {
  url: string;
  /** The crash: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** A stop as an orchestrator asks for it; resolves with the exit code. */
  terminate(): Promise<number | null>;
  /** What the process wrote to stderr (its warnings and errors), for a failing test's message. */
  stderr(): string;
}

/**
 * The real API as `npm start` runs it (main.ts under tsx), in a process of its own on a loopback port,
 * with `env` on top of this process's environment minus the database and Redis of the test run.
 */
export async function startApi(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env };
  if (!env['DATABASE_URL']) delete childEnv['DATABASE_URL'];
  delete childEnv['REDIS_URL'];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: APP_ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    kill: async () => void (await stop('SIGKILL')),
    terminate: () => stop('SIGTERM'),
    stderr: () => stderr,
  };
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.kill();
  throw new Error(`the API did not start: ${stderr.slice(-2000)}`);
}
