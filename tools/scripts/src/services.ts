import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT, workspaceEnv } from './paths';

/** One long-running process of the local stack; adding a service (the game provider, 3100) is one entry. */
export interface Service {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  /** Polled until it answers 2xx; the service counts as started then. */
  readyUrl: string;
  /** Printed once ready, when a person should open it. */
  announce?: string;
}

export interface RunningStack {
  /** False when a service failed to start (the rest are being stopped). */
  ready: boolean;
  /** Resolves with the exit code once every service has stopped. */
  stopped: Promise<number>;
  stop: () => void;
}

const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;

async function waitUntilReady(service: Service, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${service.name} exited before it was ready`);
    }
    try {
      const reply = await fetch(service.readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} was not ready at ${service.readyUrl} within ${READY_TIMEOUT_MS / 1000}s`);
}

/**
 * Starts the services in order (each ready before the next), announces them, and stops all of them when
 * one dies or when we get SIGINT/SIGTERM. Children get SIGTERM, then SIGKILL after a grace period.
 */
export async function startServices(services: Service[], log = console.log): Promise<RunningStack> {
  const children: ChildProcess[] = [];
  let stopping = false;
  let exitCode = 0;
  let requestStop: (() => void) | undefined;
  const stopRequested = new Promise<void>((resolve) => (requestStop = resolve));

  const exits = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) resolve();
            else child.once('exit', () => resolve());
          }),
      ),
    );

  const stop = () => {
    if (stopping) return;
    stopping = true;
    requestStop?.();
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    const killer = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), STOP_GRACE_MS);
    killer.unref();
  };
  const onSignal = () => stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const stopped = (async () => {
    await stopRequested;
    await exits();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    return exitCode;
  })();

  try {
    for (const service of services) {
      const child = spawn(service.command, service.args, {
        cwd: REPO_ROOT,
        env: workspaceEnv(service.env),
        stdio: 'inherit',
      });
      children.push(child);
      child.on('exit', (code, signal) => {
        if (stopping) return;
        // Ctrl-C signals the whole process group, so a service may stop before our own handler runs: a
        // clean exit or a termination signal is that stop, not a crash.
        const askedToStop = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
        if (!askedToStop) {
          log(`${service.name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
          exitCode = code || 1;
        }
        stop();
      });
      await waitUntilReady(service, child);
      if (service.announce) log(service.announce);
    }
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    exitCode = 1;
    stop();
  }
  return { ready: !stopping, stopped, stop };
}
