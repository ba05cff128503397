import type { Endpoint, ResponseOf } from '@casino/contracts';
import { ErrorBody } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import type { MemberSession } from '../plugins/auth';
import { SerializedReply } from './read-cache';

/** The parsed type of an optional schema slot; `undefined` when the endpoint has none. */
export type Out<S> = [Exclude<S, undefined>] extends [z.ZodNever]
  ? undefined
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : undefined;

export interface HandlerContext<E extends Endpoint> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The path id, for get/patch/update/remove. */
  id: string;
  /** The session when the request carries a valid one (always on `mb` routes, see `memberRoute`). */
  member: MemberSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  rateLimit?: RateLimitOptions;
}

const IdParams = z.strictObject({ id: z.string().min(1).max(128) });

/**
 * Registers one contract endpoint: verb, path, query, body and reply schemas all come from the
 * contract, so the server cannot drift from it. `mb` endpoints get the auth hook.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<ResponseOf<E>>,
  options: RouteOptions = {},
): void {
  const successCode = endpoint.method === 'create' ? 201 : 200;
  // Public endpoints answer anyone, so each has a per-address limit unless the route sets its own.
  const rateLimit =
    options.rateLimit ??
    (endpoint.scope === 'pb'
      ? { max: app.config.rateLimits.publicPerMinute, timeWindow: 60_000 }
      : undefined);
  app.route({
    method: endpoint.verb,
    url: endpoint.id === 'required' ? `${endpoint.basePath}/:id` : endpoint.basePath,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.scope === 'mb' ? 'member' : 'public'],
      ...(endpoint.scope === 'mb' ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.id === 'required' ? { params: IdParams } : {}),
      response: { [successCode]: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    ...(rateLimit ? { config: { rateLimit } } : {}),
    // Authentication runs before body parsing and validation: an anonymous caller learns nothing else.
    ...(endpoint.scope === 'mb' ? { onRequest: app.authenticate } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        id: (request.params as { id?: string }).id ?? '',
        member: request.member,
        request,
        reply,
      });
      if (result instanceof SerializedReply) {
        return reply.code(successCode).type('application/json; charset=utf-8').send(result.json);
      }
      return reply.code(successCode).send(result);
    },
  });
}

/** `route` for `mb` endpoints, whose handlers always see the member the auth hook found. */
export function memberRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E> & { member: MemberSession }) => Promise<ResponseOf<E>>,
): void {
  if (endpoint.scope !== 'mb') throw new Error(`${endpoint.basePath} is not a member endpoint`);
  route(app, endpoint, (ctx) => {
    if (!ctx.member) throw new Error('auth hook did not run');
    return handler({ ...ctx, member: ctx.member });
  });
}
