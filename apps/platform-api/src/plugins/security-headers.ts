import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { gameProviderOrigins } from '../modules/games';
import { API_SECURITY_HEADERS, isApiPath } from './api-security-headers';
import { inlineScriptHashes, sitePolicyDirectives } from './content-security-policy';
import { SecurityHeadersCache } from './security-headers-cache';
import { routeSecurityHeaders } from './security-headers-route';
import { ThirdPartyPolicy } from './third-party-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The policy's analytics and script-tag sources; staff changes call `invalidate()`. */
    thirdPartyPolicy: ThirdPartyPolicy;
  }
}

export interface SecurityHeadersOptions {
  /** The built shell, whose index.html's inline script the policy allows by hash. */
  webDist?: string | undefined;
}

const HSTS = 'max-age=31536000; includeSubDomains';

async function shellScriptHashes(webDist: string | undefined): Promise<string[]> {
  if (!webDist) return [];
  const html = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => '');
  return inlineScriptHashes(html);
}

/**
 * Security headers through helmet, with the site's content security policy (content-security-policy.ts).
 * The game providers' origins are read from the catalogue at start. HSTS is sent only on requests that
 * came over TLS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto), so a plain-HTTP demo never pins it.
 * The analytics and script-tag sources staff configure join the policy at run time (third-party-policy.ts).
 * JSON API responses get a short set of their own instead (api-security-headers.ts).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
    const thirdPartyPolicy = new ThirdPartyPolicy(app.db, app.log);
    app.decorate('thirdPartyPolicy', thirdPartyPolicy);
    const directives = sitePolicyDirectives({
      scriptHashes: await shellScriptHashes(options.webDist),
      providers: await gameProviderOrigins(app.db),
      thirdParty: () => thirdPartyPolicy.current(),
    });
    const configuration = {
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: false,
      // The lobby opens games in a window it closes again before the next one (spec 2): keep its handle.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    };
    const pageHeaders = new SecurityHeadersCache(helmet(configuration), () => thirdPartyPolicy.current());
    // The API's policy names no source, so it never changes.
    const apiHeaders = new SecurityHeadersCache(helmet(API_SECURITY_HEADERS), () => API_SECURITY_HEADERS);
    const secure = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (request.routeOptions.config.helmet !== undefined) return done();
      (isApiPath(request.url) ? apiHeaders : pageHeaders).apply(request.raw, reply.raw, done);
    };
    // One callback hook, no promise per request; before the hooks of routes with their own headers,
    // so a page load first gets the sources staff set last.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        thirdPartyPolicy.refreshIfStale().then(() => secure(request, reply, done), done);
      } else {
        secure(request, reply, done);
      }
    });
    routeSecurityHeaders(app, configuration);
  },
  { name: 'security-headers', dependencies: ['db'] },
);
