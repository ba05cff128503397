import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSecurityHeaders } from './security-headers-route';

const SITE = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], styleSrc: ["'self'"] } },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

const app = Fastify();
beforeAll(async () => {
  routeSecurityHeaders(app, SITE);
  app.get('/plain', async () => 'plain');
  app.get('/nonces', { helmet: { enableCSPNonces: true } }, async (_request, reply) => reply.cspNonce.style);
  app.get('/framed', { helmet: { xFrameOptions: { action: 'deny' } } }, async () => 'framed');
  app.get('/none', { helmet: false }, async () => 'none');
  app.get(
    '/limited',
    { helmet: {}, onRequest: async (_request, reply) => reply.code(429).send('slow down') },
    async () => 'unreachable',
  );
  await app.ready();
});
afterAll(() => app.close());

describe('route security headers', () => {
  it('leaves a route without options of its own to the site-wide hook', async () => {
    const res = await app.inject({ url: '/plain' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("styles a page by a nonce of its own response, over the site's policy", async () => {
    const first = await app.inject({ url: '/nonces' });
    const second = await app.inject({ url: '/nonces' });
    expect(first.body).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body).not.toBe(first.body);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toMatch(
      new RegExp(
        `^default-src 'self';style-src 'self' 'nonce-${first.body}';script-src 'nonce-[0-9a-f]{32}'$`,
      ),
    );
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("lets a route's options override the site's", async () => {
    const res = await app.inject({ url: '/framed' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'self';style-src 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends none of helmet headers on a route that opts out', async () => {
    const res = await app.inject({ url: '/none' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBeUndefined();
  });

  it("sets them before the route's own hooks, so an early answer carries them", async () => {
    const res = await app.inject({ url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
