import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';
import { businessToday, daysBefore, JobInterrupted, runDailyJob } from './run-daily';
import type { DailyJob, DailyRunResult } from './types';

/** Days a starting instance looks back for runs it missed while nothing was running. */
const CATCH_UP_DAYS = 3;
export const DEFAULT_CRON = '5 0 * * *';

export interface JobRegistry {
  register(job: DailyJob): void;
  readonly jobs: readonly DailyJob[];
  /** Runs a job for a closed business day (default: yesterday in the brand's time zone). */
  run(name: string, day?: string): Promise<DailyRunResult>;
  /**
   * Shutdown: no new runs start; a run in progress stops after its current chunk (left open, the next
   * start resumes it). Resolves once they have stopped. Called by preClose, and earlier by a graceful
   * shutdown, since other preClose hooks may wait on the database a PGlite job holds.
   */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily jobs: register yours in your module's routes plugin. */
    jobs: JobRegistry;
  }
}

/**
 * Decorates `app.jobs`. When scheduling is on, each job runs on its cron in the brand's time zone for
 * the day that just ended, and a starting instance first runs the last few days it may have missed.
 * Several instances may all do so: the runner pays each member once per day regardless.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, options: { schedule: boolean }) {
    const timeZone = app.config.brand.time_zone;
    const jobs: DailyJob[] = [];
    const crons: Cron[] = [];
    const running = new Set<Promise<unknown>>();
    // Aborted at shutdown: a run in progress finishes its current chunk (one transaction) and stops.
    const stopping = new AbortController();

    const run = async (name: string, day?: string) => {
      if (stopping.signal.aborted) throw new JobInterrupted(name, day ?? '');
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new AppError(404, 'NOT_FOUND', `No daily job "${name}"`);
      const businessDay = day ?? daysBefore(await businessToday(app.db, timeZone), 1);
      const pending = runDailyJob(app.db, job, {
        day: businessDay,
        timeZone,
        catchUp: (names) => app.stream.catchUpCommitted(names),
        signal: stopping.signal,
      });
      running.add(pending);
      try {
        const result = await pending;
        app.log.info(result, 'daily job ran');
        return result;
      } finally {
        running.delete(pending);
      }
    };

    const runLogged = (name: string, day?: string) =>
      run(name, day).catch((error: unknown) => {
        if (error instanceof JobInterrupted)
          app.log.info({ job: name, day }, 'daily job stopped by shutdown');
        else app.log.error({ err: error, job: name, day }, 'daily job failed');
      });

    app.decorate('jobs', {
      register(job: DailyJob) {
        if (jobs.some((existing) => existing.name === job.name)) {
          throw new Error(`daily job "${job.name}" is registered twice`);
        }
        jobs.push(job);
      },
      get jobs() {
        return jobs;
      },
      run,
      async stop() {
        for (const cron of crons) cron.stop();
        stopping.abort();
        await Promise.allSettled([...running]);
      },
    });

    // Also without a schedule: a run staff started is stopped at a safe point too.
    app.addHook('preClose', async () => app.jobs.stop());

    if (!options.schedule) return;
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        crons.push(
          new Cron(job.cron ?? DEFAULT_CRON, { timezone: timeZone, protect: true }, async () => {
            await runLogged(job.name);
          }),
        );
      }
      // In the background, one at a time and oldest day first, so a member's days are paid in order.
      const catchUp = (async () => {
        const today = await businessToday(app.db, timeZone);
        for (const job of jobs) {
          for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
            if (stopping.signal.aborted) return;
            await runLogged(job.name, daysBefore(today, back));
          }
        }
      })();
      running.add(catchUp);
      void catchUp.finally(() => running.delete(catchUp));
    });
  },
  { name: 'jobs', dependencies: ['db', 'stream'] },
);
