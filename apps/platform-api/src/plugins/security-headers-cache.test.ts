import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it, vi } from 'vitest';
import type { ThirdPartySources } from './content-security-policy';
import { NO_THIRD_PARTY_SOURCES, sitePolicyDirectives } from './content-security-policy';
import type { HeaderMiddleware } from './security-headers-cache';
import { SecurityHeadersCache } from './security-headers-cache';

const PROVIDERS = { frames: ['https://games.example'], images: ['https://art.example'] };

/** The site's helmet middleware over sources that a test swaps, as staff changes do. */
function sitePolicy() {
  let sources: ThirdPartySources = NO_THIRD_PARTY_SOURCES;
  const directives = sitePolicyDirectives({
    scriptHashes: [],
    providers: PROVIDERS,
    thirdParty: () => sources,
  });
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
  return {
    middleware,
    current: () => sources,
    setSources: (next: ThirdPartySources) => (sources = next),
  };
}

const request = (host?: string) => ({ headers: host === undefined ? {} : { host } }) as IncomingMessage;

/** A response that keeps what is set on it, as Node's does. */
function response() {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  return { res, headers };
}

/** What the middleware itself sets on a fresh response. */
function direct(middleware: HeaderMiddleware, host?: string) {
  const { res, headers } = response();
  middleware(request(host), res, () => undefined);
  return headers;
}

function cached(cache: SecurityHeadersCache, host?: string) {
  const { res, headers } = response();
  const done = vi.fn();
  cache.apply(request(host), res, done);
  expect(done).toHaveBeenCalledWith();
  return headers;
}

describe('SecurityHeadersCache', () => {
  it("sets exactly the middleware's headers, the policy naming each request's own websocket", () => {
    const site = sitePolicy();
    const cache = new SecurityHeadersCache(site.middleware, site.current);
    for (const host of ['casino.test', 'other.test:8080', 'casino.test', 'evil; script-src *', undefined]) {
      expect(cached(cache, host)).toEqual(direct(site.middleware, host));
    }
    expect(String(cached(cache, 'other.test:8080').get('content-security-policy'))).toContain(
      "connect-src 'self' ws://other.test:8080 wss://other.test:8080;",
    );
    // helmet's removal of X-Powered-By is replayed too.
    expect(cached(cache, 'casino.test').has('x-powered-by')).toBe(false);
  });

  it('builds the headers once per Host while the third-party sources stay the same', () => {
    const site = sitePolicy();
    const middleware = vi.fn(site.middleware);
    const cache = new SecurityHeadersCache(middleware, site.current);
    cached(cache, 'casino.test');
    cached(cache, 'casino.test');
    cached(cache, 'other.test');
    expect(middleware).toHaveBeenCalledTimes(2);
  });

  it('builds them again once the policy has read new sources', () => {
    const site = sitePolicy();
    const cache = new SecurityHeadersCache(site.middleware, site.current);
    expect(String(cached(cache, 'casino.test').get('content-security-policy'))).not.toContain('hotjar');
    site.setSources({ ...NO_THIRD_PARTY_SOURCES, connect: ['https://*.hotjar.com'] });
    const headers = cached(cache, 'casino.test');
    expect(headers).toEqual(direct(site.middleware, 'casino.test'));
    expect(String(headers.get('content-security-policy'))).toContain('https://*.hotjar.com');
  });

  it('keeps a bounded number of Host headers, rebuilding one it let go', () => {
    const site = sitePolicy();
    const middleware = vi.fn(site.middleware);
    const cache = new SecurityHeadersCache(middleware, site.current);
    for (let i = 0; i < 65; i++) cached(cache, `host-${i}.test`);
    expect(middleware).toHaveBeenCalledTimes(65);
    cached(cache, 'host-64.test');
    expect(middleware).toHaveBeenCalledTimes(65);
    cached(cache, 'host-0.test');
    expect(middleware).toHaveBeenCalledTimes(66);
  });

  it('passes on a policy error, keeping nothing, and tries again next time', () => {
    let fail = true;
    const middleware: HeaderMiddleware = (_req, res, next) => {
      if (fail) throw new Error('bad directive');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      next();
    };
    const cache = new SecurityHeadersCache(middleware, () => NO_THIRD_PARTY_SOURCES);
    const done = vi.fn();
    cache.apply(request('casino.test'), response().res, done);
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad directive' }));
    fail = false;
    expect(cached(cache, 'casino.test').get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
