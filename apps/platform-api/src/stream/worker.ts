import type { Db } from '../db/types';
import { applyNextBatch, catchUpProjection } from './projection';
import type { Projection } from './types';

export interface ProjectionWorkerOptions {
  /** How often an idle worker looks for new events (other instances' writes, missed nudges). */
  pollMs?: number;
  batchSize?: number;
  onError?: (error: unknown, projection: Projection) => void;
}

export interface ProjectionWorker {
  /** Adds a projection; it is applied from the next cycle on. */
  register(projection: Projection): void;
  readonly projections: readonly Projection[];
  start(): void;
  /** Something was just written: look now rather than at the next poll. */
  nudge(): void;
  /**
   * Applies everything visible now to the named projections (all when omitted), waiting for a cycle
   * that holds them. For reads that must include the caller's own latest events (a withdrawal's
   * turnover check) and for tests.
   */
  catchUp(names?: readonly string[]): Promise<void>;
  /**
   * Like catchUp, but also waits for the transactions in flight at the call to end and applies what they
   * wrote: for a daily job, whose figures must hold every event committed before it started (at most
   * `timeoutMs`, default 60 s; then it throws and the job's day stays open for the next run).
   */
  catchUpCommitted(names: readonly string[], timeoutMs?: number): Promise<void>;
  /** Stops polling and waits for the cycle in progress. */
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps every projection up to date with the activity stream. Each instance of the API runs one;
 * instances skip a projection another is applying (SKIP LOCKED), and the offset moves in the same
 * transaction as the projection's state, so nothing is applied twice or lost in a crash.
 */
export function createProjectionWorker(db: Db, options: ProjectionWorkerOptions = {}): ProjectionWorker {
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 500;
  const projections: Projection[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cycle: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  async function runCycle() {
    for (const projection of projections) {
      // Stopping: the batch just applied was one transaction; the rest waits for the next start.
      if (stopped) return;
      try {
        // Keep going while full batches come back; a short one means the projection is at the end.
        for (;;) {
          const outcome = await applyNextBatch(db, projection, { batchSize, wait: false });
          if (!outcome.moved || outcome.applied < batchSize || stopped) break;
        }
      } catch (error) {
        options.onError?.(error, projection);
      }
    }
  }

  function schedule(delay: number) {
    if (stopped || !started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (cycle) {
      again = true;
      return;
    }
    cycle = runCycle().finally(() => {
      cycle = undefined;
      const soon = again;
      again = false;
      schedule(soon ? 0 : pollMs);
    });
  }

  async function catchUp(names?: readonly string[]) {
    const chosen = names ? projections.filter((p) => names.includes(p.name)) : projections;
    for (const projection of chosen) await catchUpProjection(db, projection, batchSize);
  }

  return {
    register(projection) {
      if (projections.some((p) => p.name === projection.name)) {
        throw new Error(`projection "${projection.name}" is registered twice`);
      }
      projections.push(projection);
    },
    get projections() {
      return projections;
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    nudge() {
      if (started) schedule(0);
    },
    catchUp,
    async catchUpCommitted(names, timeoutMs = 60_000) {
      // An id of its own (a snapshot's xmax may lie below ids already handed out): every transaction
      // that started before this one has a smaller id.
      const { rows } = await db.query<{ target: string }>('SELECT pg_current_xact_id()::text AS target');
      const target = rows[0]?.target ?? '0';
      for (const deadline = Date.now() + timeoutMs; ; await delay(25)) {
        // Checked before catching up: once every older transaction has ended, one more catch-up reads all
        // they wrote.
        const { rows: state } = await db.query<{ settled: boolean }>(
          'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS settled',
          [target],
        );
        await catchUp(names);
        if (state[0]?.settled) return;
        if (Date.now() > deadline) {
          throw new Error(`transactions older than the catch-up stayed open for ${timeoutMs} ms`);
        }
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await cycle;
    },
  };
}
