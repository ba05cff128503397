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
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'stream', dependencies: ['db'] },
);
