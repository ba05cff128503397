import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProjectionWorker } from './worker';
import { createProjectionWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member activity stream's projections: register yours in your module's routes plugin. */
    stream: ProjectionWorker;
  }
}

/**
 * Decorates `app.stream`, starts applying projections once the app is ready and stops before it
 * closes. Every write request nudges the worker, so projections follow within a moment.
 */
export default fp(
  async function streamPlugin(app: FastifyInstance, options: { pollMs?: number }) {
    const worker = createProjectionWorker(app.db, {
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      onError: (error, projection) =>
        app.log.error({ err: error, projection: projection.name }, 'projection failed; retrying'),
    });
    app.decorate('stream', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') worker.nudge();
    });
    // Told to stop as closing begins, without holding up the other preClose hooks (on PGlite its cycle may
    // wait for a job's transaction, and the job must hear the stop first); awaited before the database closes.
    app.addHook('preClose', async () => {
      void worker.stop();
    });
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'stream', dependencies: ['db'] },
);
