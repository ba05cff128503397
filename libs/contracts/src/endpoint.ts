import type { z } from 'zod';

/** Public (`pb`) endpoints need no session; member (`mb`) endpoints need one. */
export type Scope = 'pb' | 'mb';
export type Prefix = '/pbgapi' | '/api' | '/gapi';
/** Feathers-style service methods; each maps to one HTTP verb and path shape. */
export type Method = 'find' | 'get' | 'create' | 'patch' | 'update' | 'remove';

export const httpVerbOf = {
  find: 'GET',
  get: 'GET',
  create: 'POST',
  patch: 'PATCH',
  update: 'PUT',
  remove: 'DELETE',
} as const satisfies Record<Method, string>;

/** Member services that the spec (section 7) routes through `/gapi` rather than `/api`. */
const GAPI_MEMBER_SERVICES = new Set([
  'coupon-member',
  'coupon-member-history',
  'message-count',
  'send-message',
  'message',
  'promotion-coming',
]);

/** Spec section 7: `/pbgapi` for public calls, `/gapi` for a handful of member services, else `/api`. */
export function prefixFor(scope: Scope, service: string): Prefix {
  if (scope === 'pb') return '/pbgapi';
  return GAPI_MEMBER_SERVICES.has(service) ? '/gapi' : '/api';
}

/** Whether the path carries `/{id}`: required for get/patch/update/remove unless the endpoint says otherwise. */
export type IdMode = 'none' | 'required';

export interface EndpointConfig<
  M extends Method,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  service: string;
  scope: Scope;
  method: M;
  /** Overrides the id mode implied by the method (e.g. logout is `remove` without an id). */
  id?: IdMode;
  query?: Q;
  body?: B;
  response: R;
  /** One line for the OpenAPI document. */
  summary: string;
}

export interface Endpoint<
  M extends Method = Method,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  service: string;
  scope: Scope;
  prefix: Prefix;
  method: M;
  verb: (typeof httpVerbOf)[M];
  id: IdMode;
  query: Q | undefined;
  body: B | undefined;
  response: R;
  summary: string;
  /** `/{prefix}/{scope}/{service}`: the collection path, without an id. */
  basePath: string;
}

/** What a call needs to be made: its verb and path, without its schemas (zod-free). */
export type EndpointRoute<M extends Method = Method> = Pick<
  Endpoint<M>,
  'service' | 'scope' | 'prefix' | 'method' | 'verb' | 'id' | 'basePath'
>;

/** The route of an endpoint from its service, scope, method and id mode: the one rule for every endpoint. */
export function endpointRoute<M extends Method>(
  config: Pick<EndpointConfig<M, z.ZodType, z.ZodType, z.ZodType>, 'service' | 'scope' | 'method' | 'id'>,
): EndpointRoute<M> {
  const prefix = prefixFor(config.scope, config.service);
  const idImplied: IdMode = config.method === 'find' || config.method === 'create' ? 'none' : 'required';
  return {
    service: config.service,
    scope: config.scope,
    prefix,
    method: config.method,
    verb: httpVerbOf[config.method],
    id: config.id ?? idImplied,
    basePath: `${prefix}/${config.scope}/${config.service}`,
  };
}

export function defineEndpoint<
  M extends Method,
  R extends z.ZodType,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
>(config: EndpointConfig<M, Q, B, R>): Endpoint<M, Q, B, R> {
  const route = endpointRoute(config);
  return {
    service: route.service,
    scope: route.scope,
    prefix: route.prefix,
    method: route.method,
    verb: route.verb,
    id: route.id,
    query: config.query,
    body: config.body,
    response: config.response,
    summary: config.summary,
    basePath: route.basePath,
  };
}

/** Only the route of an endpoint, given whole or lazily (its schemas or loader left out). */
export function routeOnly<M extends Method>({
  service,
  scope,
  prefix,
  method,
  verb,
  id,
  basePath,
}: EndpointRoute<M>): EndpointRoute<M> {
  return { service, scope, prefix, method, verb, id, basePath };
}

/**
 * An endpoint whose schemas load when first called: its route, to start the call at once, and a loader of
 * the endpoint itself (a dynamic import of its module), whose schemas check the reply. The first load uses
 * these so that zod and the schemas are fetched beside the first calls rather than before the first render.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> extends EndpointRoute<E['method']> {
  load: () => Promise<E>;
}

export function lazyEndpoint<E extends Endpoint>(
  route: Pick<
    EndpointConfig<E['method'], z.ZodType, z.ZodType, z.ZodType>,
    'service' | 'scope' | 'method' | 'id'
  >,
  load: () => Promise<E>,
): LazyEndpoint<E> {
  return { ...endpointRoute(route), load };
}

/** The endpoint itself, whether given or lazy. */
export type FullEndpoint<E> = E extends LazyEndpoint<infer F> ? F : E;

/** The concrete path of a call: the collection path, plus the encoded id when the endpoint takes one. */
export function endpointPath(endpoint: Pick<Endpoint, 'basePath' | 'id'>, id?: string | number): string {
  if (endpoint.id === 'none') return endpoint.basePath;
  if (id === undefined || id === '') throw new Error(`${endpoint.basePath} needs an id`);
  return `${endpoint.basePath}/${encodeURIComponent(String(id))}`;
}

export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
