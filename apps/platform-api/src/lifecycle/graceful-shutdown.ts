import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config';

/** How long in-flight requests get to finish once a stop is asked for (under a 30 s orchestrator kill). */
export const DEFAULT_GRACE_MS = 25_000;
/** After the grace period, how long the forced close may still take before the process just exits. */
const FORCED_CLOSE_MS = 3_000;
const IDLE_SWEEP_MS = 100;

/** SHUTDOWN_GRACE_SECONDS, else the default; an unreadable value is refused rather than guessed. */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['SHUTDOWN_GRACE_SECONDS'];
  if (raw === undefined || raw === '') return DEFAULT_GRACE_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new ConfigError(`SHUTDOWN_GRACE_SECONDS=${JSON.stringify(raw)} is not a number of seconds`);
  }
  return seconds * 1000;
}

export type ShutdownOutcome = 'clean' | 'forced' | 'timed-out';

/**
 * Closes the app the safe way round. Fastify's close already does the order: new requests are refused
 * (503 on open keep-alive connections, no new connections), preClose hooks close member websockets with
 * 1001 and stop the jobs and the projection worker after their current transaction, in-flight requests
 * run to their answer, and only then do the onClose hooks close the database and Redis. This bounds it:
 * requests still running after `graceMs` have their connections cut (what they had not committed is lost
 * as in a crash, which every money path survives), and if closing still hangs the promise settles anyway
 * so the process can exit.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<ShutdownOutcome> {
  let outcome: ShutdownOutcome = 'clean';
  let giveUp: (() => void) | undefined;
  const grace = setTimeout(() => {
    outcome = 'forced';
    app.log.warn({ graceMs }, 'requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
    const forced = setTimeout(() => giveUp?.(), FORCED_CLOSE_MS);
    forced.unref();
  }, graceMs);
  grace.unref();
  // Keep-alive connections that fall idle while closing (a response just sent) would hold the server open.
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const abandoned = new Promise<void>((resolve) => (giveUp = resolve));
  try {
    // Jobs hear the stop first: on PGlite the preClose hooks before theirs wait for the job's transaction.
    const jobsStopped = app.jobs.stop();
    await Promise.race([
      Promise.all([jobsStopped, app.close()]),
      abandoned.then(() => (outcome = 'timed-out')),
    ]);
  } finally {
    clearTimeout(grace);
    clearInterval(idle);
  }
  return outcome;
}

export interface SignalOptions {
  graceMs: number;
  signals?: readonly NodeJS.Signals[];
  /** process.exit by default; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * The first SIGTERM/SIGINT closes gracefully and exits (0 when everything finished in time, else 1); a
 * second one exits at once, for an operator who does not want to wait.
 */
export function exitOnSignals(app: FastifyInstance, options: SignalOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second stop signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, graceMs: options.graceMs }, 'shutting down');
    closeGracefully(app, options.graceMs).then(
      (outcome) => {
        if (outcome !== 'clean') app.log.warn({ outcome }, 'shut down with requests cut off');
        exit(outcome === 'clean' ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
