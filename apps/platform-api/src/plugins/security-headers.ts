import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/prefixes';

/** Basic hardening headers; API replies are never framed, the web shell may frame itself. */
export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const isApi = isApiPath(request.url);
    reply.header('X-Frame-Options', isApi ? 'DENY' : 'SAMEORIGIN');
  });
});
