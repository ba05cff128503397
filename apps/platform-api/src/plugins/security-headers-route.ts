import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** A route's own security headers: helmet options over the site's, with per-response CSP nonces. */
export type RouteSecurityHeaders = HelmetOptions & { enableCSPNonces?: boolean };

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** Helmet options of this route over the site's; `false` sends none of helmet's headers. */
    helmet?: RouteSecurityHeaders | false;
  }
  interface FastifyContextConfig {
    /** Set from the route's `helmet` option: the site-wide hook leaves such routes to their own. */
    helmet?: RouteSecurityHeaders | false;
  }
  interface FastifyReply {
    /** The response's CSP nonces, on routes with `helmet: { enableCSPNonces: true }` (else null). */
    cspNonce: { script: string; style: string };
  }
}

type Directives = Record<string, unknown>;
type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** Adds `nonce` to a directive, named in either spelling helmet takes (`script-src` or `scriptSrc`). */
function withNonce(directives: Directives, dashed: string, camel: string, nonce: string): void {
  const key = Array.isArray(directives[dashed]) ? dashed : camel;
  const sources = directives[key];
  directives[key] = [...(Array.isArray(sources) ? sources : []), `'nonce-${nonce}'`];
}

/** The onRequest hook of a route with its own options, or none when it opts out of helmet. */
function routeHook(site: HelmetOptions, own: RouteSecurityHeaders | false): Hook | undefined {
  if (own === false) return undefined;
  const { enableCSPNonces, ...options } = own;
  // Helmet's options type is a union (hsts or strictTransportSecurity...) that a spread cannot keep.
  const merged = { ...site, ...options } as HelmetOptions;
  const csp = merged.contentSecurityPolicy;
  // Helmet throws a policy error (a directive function's) rather than passing it on.
  const apply = (build: () => ReturnType<typeof helmet>, request: FastifyRequest, reply: FastifyReply) => {
    let failure: unknown;
    try {
      build()(request.raw, reply.raw, (error?: unknown) => (failure = error));
    } catch (error) {
      failure = error;
    }
    return failure instanceof Error ? failure : failure ? new Error(String(failure)) : undefined;
  };
  if (!enableCSPNonces || csp === false) {
    // Nothing varies per response: built once.
    const middleware = helmet(merged);
    return (request, reply, done) => done(apply(() => middleware, request, reply));
  }
  const policy = typeof csp === 'object' ? csp : {};
  return (request, reply, done) => {
    const nonce = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
    reply.cspNonce = nonce;
    const directives: Directives = {
      ...(policy.directives ?? helmet.contentSecurityPolicy.getDefaultDirectives()),
    };
    withNonce(directives, 'script-src', 'scriptSrc', nonce.script);
    withNonce(directives, 'style-src', 'styleSrc', nonce.style);
    const withNonces = { ...merged, contentSecurityPolicy: { ...policy, directives } } as HelmetOptions;
    done(apply(() => helmet(withNonces), request, reply));
  };
}

/**
 * Routes with their own `helmet` options (the outbox page, styled by a nonce of its response) get helmet
 * with those options over the site's, from a hook of their own, so that no other request pays for
 * looking. Register before the routes (it hooks their registration).
 */
export function routeSecurityHeaders(app: FastifyInstance, site: HelmetOptions): void {
  // Null until the hook of a route with nonces sets it; only such routes read it.
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRoute', (routeOptions) => {
    const own = routeOptions.helmet;
    if (own === undefined) return;
    routeOptions.config = { ...routeOptions.config, helmet: own };
    const hook = routeHook(site, own);
    if (!hook) return;
    // First of the route's own hooks, so its early answers (429, 401) carry the headers too.
    const hooks = routeOptions.onRequest;
    routeOptions.onRequest = [hook, ...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])];
  });
}
