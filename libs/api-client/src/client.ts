import ky from 'ky';
import type { z } from 'zod';
import { CORRELATION_HEADER, endpointPath, requestUrl, routeOnly } from '@casino/contracts';
import type { Endpoint, FullEndpoint, LazyEndpoint, Method } from '@casino/contracts';
import { ApiRequestError, headersToRecord, replyCorrelationId, toApiError } from './api-error';
import { createEmitter } from './events';
import type { ApiEvents, CallInfo } from './events';

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's own origin. */
  baseUrl?: string;
  /** The session token when one is held; the `{web_name}.jwt` cookie authenticates otherwise. */
  getToken?: () => string | null | undefined;
  /**
   * Whether a session may exist: false when the page can tell it does not (no token held and no
   * `{web_name}.session` hint cookie), so the session probe answers "visitor" without a call. Without
   * this option the client cannot tell, and the probe asks.
   */
  mayHaveSession?: () => boolean;
  fetch?: typeof fetch;
  /**
   * Replies the server wrote into the page for its first reads (contracts' first-replies), by request URL.
   * A read whose URL is here takes its reply instead of asking, once; the reply is checked against the
   * contract like any other, and one that does not match is asked for after all.
   */
  firstReplies?: Map<string, unknown>;
}

export interface CallOptions {
  /**
   * The caller shows failures itself (a login form): no `error` or `unauthorized` event, and the call
   * always rejects with the ApiError, whatever the verb's policy.
   */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * How many times a read (a GET: `find` or `get`) is tried again after a 5xx reply or no reply at all,
   * with a growing pause (0.3 s, 0.6 s, ... at most 2 s). A 4xx is never tried again, nor is a write. All
   * tries carry one CorrelationID, and a failure is reported once, after the last. None by default.
   */
  retries?: number;
}

/** The replies worth asking again: the server or a proxy failed, not the request (501 never works). */
export const RETRIED_STATUSES = [500, 502, 503, 504];
const MAX_RETRY_PAUSE_MS = 2000;

/**
 * Spec section 8, per verb: `find` and `create` report the failure and reject; `get`, `patch`, `update`
 * and `remove` report it and resolve `undefined` (the page keeps its defaults).
 */
export const REJECTS_ON_FAILURE = {
  find: true,
  create: true,
  get: false,
  patch: false,
  update: false,
  remove: false,
} as const satisfies Record<Method, boolean>;

/** An endpoint of method M, given whole or lazily (its schemas loaded beside the reply). */
type EndpointOf<M extends Method> =
  Endpoint<M, z.ZodType, z.ZodType, z.ZodType> | LazyEndpoint<Endpoint<M, z.ZodType, z.ZodType, z.ZodType>>;
export type QueryInput<E> =
  FullEndpoint<E> extends Endpoint<Method, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyInput<E> =
  FullEndpoint<E> extends Endpoint<Method, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type Reply<E> =
  FullEndpoint<E> extends Endpoint<Method, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/**
 * The schema a reply is checked against. A lazy endpoint starts loading its module as the call starts, so
 * the schemas arrive while the request is in flight; a failed load fails the call like a failed request.
 */
function responseSchema(endpoint: Endpoint | LazyEndpoint): Promise<z.ZodType> {
  if (!('load' in endpoint)) return Promise.resolve(endpoint.response);
  const loading = endpoint.load().then((loaded) => loaded.response);
  // Awaited only once the reply is in; a request that fails first must not leave this unhandled.
  loading.catch(() => undefined);
  return loading;
}

interface CallSpec {
  id?: string | number | undefined;
  query?: unknown;
  body?: unknown;
  options?: CallOptions | undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function mismatchError(response: Response, issues: z.core.$ZodIssue[], sentId: string): ApiRequestError {
  const errors = issues.map((issue) => ({
    field: ['response', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return new ApiRequestError({
    code: response.status,
    message: `The reply did not match the contract: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    reason: undefined,
    errors,
    headers: headersToRecord(response.headers),
    CorrelationID: replyCorrelationId(response.headers, sentId),
  });
}

export function createApiClient(config: ApiClientOptions = {}) {
  const events = createEmitter<ApiEvents>();
  // Resolved explicitly because fetch outside a real browser (jsdom, Node) refuses relative URLs.
  const baseUrl = config.baseUrl ?? globalThis.location?.origin;
  const http = ky.create({
    ...(baseUrl ? { baseUrl } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    credentials: 'include',
    // Retrying is the caller's choice (`CallOptions.retries`, reads only), never a hidden second POST.
    retry: 0,
  });

  /** The page's reply for this read, taken once, if there is one and it matches the contract. */
  async function firstReply(
    endpoint: Endpoint | LazyEndpoint,
    url: string,
    schema: Promise<z.ZodType>,
  ): Promise<{ data: unknown } | undefined> {
    const replies = config.firstReplies;
    if (endpoint.verb !== 'GET' || !replies?.has(url)) return undefined;
    const body = replies.get(url);
    replies.delete(url);
    try {
      const parsed = (await schema).safeParse(body);
      return parsed.success ? { data: parsed.data } : undefined;
    } catch {
      // The schema module did not load: the call below fails or succeeds on its own terms.
      return undefined;
    }
  }

  async function call<E extends Endpoint | LazyEndpoint>(
    endpoint: E,
    spec: CallSpec,
  ): Promise<Reply<E> | undefined> {
    const correlationId = crypto.randomUUID();
    const path = endpointPath(endpoint, spec.id);
    const info: CallInfo = { method: endpoint.method, path, correlationId };
    const token = config.getToken?.();
    const url = requestUrl(path, spec.query);
    const schema = responseSchema(endpoint);
    const answered = await firstReply(endpoint, url, schema);
    if (answered) return answered.data as Reply<E>;
    events.emit('request:start', info);
    try {
      const response = await http(url, {
        method: endpoint.verb,
        headers: {
          Accept: 'application/json',
          [CORRELATION_HEADER]: correlationId,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(spec.body !== undefined ? { json: spec.body } : {}),
        ...(spec.options?.signal ? { signal: spec.options.signal } : {}),
        ...(spec.options?.retries
          ? {
              retry: {
                limit: spec.options.retries,
                methods: ['get'],
                statusCodes: RETRIED_STATUSES,
                backoffLimit: MAX_RETRY_PAUSE_MS,
                maxRetryAfter: MAX_RETRY_PAUSE_MS,
              },
            }
          : {}),
      });
      const body = await readJson(response);
      const parsed = (await schema).safeParse(body);
      if (!parsed.success) throw mismatchError(response, parsed.error.issues, correlationId);
      events.emit('request:end', { ...info, ok: true });
      return parsed.data as Reply<E>;
    } catch (thrown) {
      events.emit('request:end', { ...info, ok: false });
      // A cancelled call (react-query unmount, navigation) is not a failure to report.
      if (spec.options?.signal?.aborted) throw thrown;
      const error = await toApiError(thrown, correlationId);
      if (spec.options?.silent) throw error;
      if (error.code === 401) events.emit('unauthorized', { ...info, error });
      else events.emit('error', { ...info, error, endpoint: routeOnly(endpoint) });
      if (REJECTS_ON_FAILURE[endpoint.method]) throw error;
      return undefined;
    }
  }

  return {
    on: events.on,
    /** See `ApiClientOptions.mayHaveSession`. */
    mayHaveSession: () => config.mayHaveSession?.() ?? true,
    find<E extends EndpointOf<'find'>>(endpoint: E, query?: QueryInput<E>, options?: CallOptions) {
      return call(endpoint, { query, options }) as Promise<Reply<E>>;
    },
    get<E extends EndpointOf<'get'>>(
      endpoint: E,
      id: string | number,
      query?: QueryInput<E>,
      options?: CallOptions,
    ) {
      return call(endpoint, { id, query, options });
    },
    create<E extends EndpointOf<'create'>>(endpoint: E, body: BodyInput<E>, options?: CallOptions) {
      return call(endpoint, { body, options }) as Promise<Reply<E>>;
    },
    patch<E extends EndpointOf<'patch'>>(
      endpoint: E,
      id: string | number,
      body: BodyInput<E>,
      options?: CallOptions,
    ) {
      return call(endpoint, { id, body, options });
    },
    update<E extends EndpointOf<'update'>>(
      endpoint: E,
      id: string | number,
      body: BodyInput<E>,
      options?: CallOptions,
    ) {
      return call(endpoint, { id, body, options });
    },
    remove<E extends EndpointOf<'remove'>>(endpoint: E, id?: string | number, options?: CallOptions) {
      return call(endpoint, { id, options });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
