import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CORRELATION_HEADER } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SANE_TOKEN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the caller's CorrelationID when it is a sane token, else a fresh UUID. */
export function correlationIdOf(request: IncomingMessage): string {
  const given = request.headers[CORRELATION_HEADER.toLowerCase()];
  return typeof given === 'string' && SANE_TOKEN.test(given) ? given : randomUUID();
}

/** Echoes the id (request.id, also on every log line) on every reply, errors included. */
export default fp(async function correlationIdPlugin(app: FastifyInstance) {
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    reply.header('Access-Control-Expose-Headers', CORRELATION_HEADER);
    done();
  });
});
