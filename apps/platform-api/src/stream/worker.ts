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
  /** Stops polling and waits for the cycle in progress. */
  stop(): Promise<void>;
}

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
    async catchUp(names) {
      const chosen = names ? projections.filter((p) => names.includes(p.name)) : projections;
      for (const projection of chosen) await catchUpProjection(db, projection, batchSize);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await cycle;
    },
  };
}
