import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { test } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * A spec's own stack listens beside the suite's two (E2E_PORT and, for neon-jungle, E2E_PORT + 50) on
 * E2E_PORT + 70, its game provider 100 above that. Specs run one at a time, so one port serves them all.
 */
export const OWN_STACK_PORT = Number(
  process.env['E2E_OWN_STACK_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3300) + 70,
);
export const OWN_STACK_URL = `http://localhost:${OWN_STACK_PORT}`;

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** What a spec's start may not inherit from the suite's environment: it says what it wants. */
const NOT_INHERITED = ['NODE_ENV', 'DEV_TOOLS', 'DATABASE_URL', 'PAYMENT_WEBHOOK_SECRET'];

/**
 * The whole stack started exactly as `npm start` starts it (tools/scripts/src/start.ts: build check, the
 * API serving the built site, the game provider), on its own port and data directory, for a spec that
 * must stop and start the API under an open page, change its database while it is stopped, or start it
 * with another environment (a production start). The suite's own stacks (Playwright's webServer) cannot be
 * restarted from a spec. Its builds are Nx cache hits of the suite's own, so a start takes seconds.
 */
export class OwnStack {
  /** Parent of the PGlite directory and of what the stack keeps beside it (keys, uploads). */
  private readonly root = mkdtempSync(join(tmpdir(), 'casino-e2e-own-'));
  /** The API's DATA_DIR (PGlite): kept from one start to the next. */
  readonly dataDir = join(this.root, 'pglite');
  private child: ChildProcess | null = null;
  private printed = '';
  /** Resolves with the start script's exit code once the current run ends. */
  exited: Promise<number> = Promise.resolve(0);

  constructor(
    /** Environment of the start, over the suite's (less NODE_ENV, DEV_TOOLS and the like). */
    private readonly env: Record<string, string> = {},
    readonly url: string = OWN_STACK_URL,
  ) {}

  /** Everything the start script and its services printed in this run. */
  output(): string {
    return this.printed;
  }

  /** Runs the start script without waiting for the stack: for starts that are meant to refuse. */
  async launch(): Promise<void> {
    if (this.child) throw new Error('the stack is already running');
    if (await isUp(this.url)) throw new Error(`something already answers at ${this.url}`);
    const inherited = { ...process.env };
    for (const key of NOT_INHERITED) delete inherited[key];
    // Node with the TypeScript loader, not the tsx CLI: the CLI relays SIGTERM to its child and, when a busy
    // child does not confirm within 60 ms, kills it and exits 143, so a stop under load looked like a crash.
    const child = spawn(
      join(REPO_ROOT, 'node_modules', '.bin', 'node'),
      ['--import', 'tsx', 'tools/scripts/src/start.ts'],
      {
        cwd: REPO_ROOT,
        // Its own process group, so that stop() reaches the API and the game provider too.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...inherited,
          PORT: String(new URL(this.url).port),
          PROVIDER_PORT: String(Number(new URL(this.url).port) + 100),
          DATA_DIR: this.dataDir,
          LOG_LEVEL: 'warn',
          NX_DAEMON: 'false',
          NX_NO_CLOUD: 'true',
          ...this.env,
        },
      },
    );
    this.printed = '';
    child.stdout?.on('data', (chunk: Buffer) => (this.printed += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.printed += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
    this.child = child;
  }

  /** Starts the stack and waits until it answers. */
  async start(): Promise<void> {
    await this.launch();
    const child = this.child;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await isUp(this.url))) {
      if (child?.exitCode !== null)
        throw new Error(`the stack exited (${child?.exitCode}) before it was ready:\n${this.printed}`);
      if (Date.now() > deadline)
        throw new Error(`the stack was not ready at ${this.url} in time:\n${this.printed}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Stops the API and the game provider (SIGTERM, as Ctrl-C would); their data stays for the next start. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The script stops its services on SIGTERM; the group is killed only if that takes too long.
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    while (await isUp(this.url)) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /**
   * Runs `change` on the stack's database, which only a stopped stack lets go of (PGlite has one
   * process). For test setup that no member-facing flow can do, such as dating rows at chosen instants.
   */
  async withStoppedDatabase(change: (db: PGlite) => Promise<void>): Promise<void> {
    if (this.child) throw new Error('stop the stack before opening its database');
    const db = await PGlite.create({ dataDir: this.dataDir });
    try {
      await change(db);
    } finally {
      await db.close();
    }
  }

  /** Stops the stack and deletes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * Gives the spec file its own stack, started before its tests and deleted after them; point the file's
 * pages at it with `test.use({ baseURL: OWN_STACK_URL })`.
 */
export function useOwnStack(): () => OwnStack {
  let stack: OwnStack | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = new OwnStack();
    await stack.start();
  });
  test.afterAll(async () => {
    await stack?.dispose();
  });
  return () => {
    if (!stack) throw new Error('the own stack starts in beforeAll');
    return stack;
  };
}
