import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import qs from 'qs';
import type { z } from 'zod';
import { CORRELATION_HEADER } from '@casino/contracts';
import type { Endpoint, ErrorBody, Method } from '@casino/contracts';

type AnyEndpoint = Endpoint<Method, z.ZodType, z.ZodType, z.ZodType>;
type ReplyInput<E> = E extends Endpoint<Method, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

export interface MockRequest {
  request: Request;
  /** The `/{id}` segment, when the endpoint takes one. */
  id: string | undefined;
  /** The query string parsed the way the server parses it (`$sort[code]=1` → `{ $sort: { code: '1' } }`). */
  query: Record<string, unknown>;
  /** The JSON body, for create/patch/update. */
  body: unknown;
}

/** A reply, or a ready Response (e.g. `errorReply(...)`) to answer a failure. */
export type MockResolver<E> = (
  call: MockRequest,
) => ReplyInput<E> | Response | Promise<ReplyInput<E> | Response>;

const verbs = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete };

/**
 * An MSW handler for one contract endpoint: the verb and path (any origin) come from the endpoint, and
 * what the resolver returns is checked against the endpoint's response schema, so a mock cannot drift
 * from the contract. For component tests and Storybook only; API tests use the real server.
 */
export function mockEndpoint<E extends AnyEndpoint>(endpoint: E, resolver: MockResolver<E>): HttpHandler {
  const pattern = `*${endpoint.basePath}${endpoint.id === 'required' ? '/:id' : ''}`;
  return verbs[endpoint.verb](pattern, async ({ request, params }) => {
    const url = new URL(request.url);
    const text = endpoint.body ? await request.text() : '';
    const reply = await resolver({
      request,
      id: typeof params['id'] === 'string' ? params['id'] : undefined,
      query: qs.parse(url.search.slice(1)),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const correlation = request.headers.get(CORRELATION_HEADER) ?? '';
    if (reply instanceof Response) {
      // Echo the request's id like the server does, unless the mock chose one; error responses are immutable.
      if (correlation && reply.type !== 'error' && !reply.headers.has(CORRELATION_HEADER))
        reply.headers.set(CORRELATION_HEADER, correlation);
      return reply;
    }
    const checked = endpoint.response.safeParse(reply);
    if (!checked.success) {
      throw new Error(
        `Mock reply for ${endpoint.verb} ${endpoint.basePath} breaks the contract: ${checked.error.message}`,
      );
    }
    return HttpResponse.json(reply as Parameters<typeof HttpResponse.json>[0], {
      headers: { [CORRELATION_HEADER]: correlation },
    });
  });
}

/** The server's Error object as a Response, for mocking failures. */
export function errorReply(body: Omit<ErrorBody, 'name'> & { name?: string }): Response {
  return HttpResponse.json({ name: 'Error', ...body }, { status: body.code });
}

/** The server's answer to a visitor asking for a member's data. */
export function notAuthenticated(): Response {
  return errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
}
