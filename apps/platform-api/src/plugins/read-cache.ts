import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../http/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers kept until their tables change (src/http/read-cache.ts). */
    readCache: ReadCache;
  }
}

/** Decorates `app.readCache`, listening for writes before the first request; stops before the db closes. */
export default fp(
  async function readCachePlugin(app: FastifyInstance) {
    const cache = new ReadCache(app.db, app.log);
    await cache.start();
    app.decorate('readCache', cache);
    app.addHook('preClose', async () => cache.close());
  },
  { name: 'read-cache', dependencies: ['db'] },
);
