import type { AdminEndpoint, AdminIdentity } from '@casino/contracts';
import { ErrorBody } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Out } from '../../http/route';
import { requireAdmin } from './auth';

export interface AdminHandlerContext<E extends AdminEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The authenticated staff member (the login endpoint alone has none). */
  admin: AdminIdentity;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Registers one staff endpoint from its contract: schemas, OpenAPI entry and staff authentication. */
export function adminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: AdminHandlerContext<E>) => Promise<z.output<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['admin'],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    ...(endpoint.auth ? { onRequest: requireAdmin } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        admin: request.admin ?? { id: 0, username: '' },
        request,
        reply,
      });
      return reply.code(200).send(result);
    },
  });
}
