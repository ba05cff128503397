import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventBus } from './bus';
import { createEventBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Member events (in process, or Redis pub/sub when REDIS_URL is set). */
    events: EventBus;
  }
}

/** Decorates `app.events` and closes the bus with the app. */
export default fp(
  async function eventsPlugin(app: FastifyInstance, options: { redisUrl: string | undefined; site: string }) {
    const bus = createEventBus(options.redisUrl, options.site);
    app.decorate('events', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events' },
);
