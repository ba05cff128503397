import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../http/read-cache';
import { tokenOf } from './auth';

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

/**
 * A preValidation hook for the routes of a plugin whose lists `readCache.reply` keeps under their URL (all
 * of them `find` answers, 200): a visitor's request for a kept URL is answered before its query is checked
 * and its handler runs again. It is the very URL that passed the same checks when its answer was kept, and
 * everything before validation (rate limit, security headers) has run. A request carrying a session token
 * goes the whole way, its answer may be the member's own.
 */
export function keptReplies(app: FastifyInstance): preValidationHookHandler {
  return (request, reply, done) => {
    const kept = app.readCache.kept(request.url);
    if (!kept || tokenOf(request, app.config.webName) !== null) return done();
    // Answered here, so the rest of the chain does not run (done is not called).
    reply.code(200).type('application/json; charset=utf-8').send(kept.json);
  };
}
