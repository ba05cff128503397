import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { buildTestApp, createTestApp } from '../test/harness';
import { inlineScriptHashes } from './content-security-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The policy as directive name → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('sends helmet headers and the site policy: own origin, game providers framed and shown', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: 'casino.test:8080' } });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'connect-src': ["'self'", 'ws://casino.test:8080', 'wss://casino.test:8080'],
    });
    // The seeded catalogue's reference provider (GAME_PROVIDER_URL, default http://localhost:3100).
    expect(policy['frame-src']).toEqual(["'self'", 'http://localhost:3100']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:3100']);
  });

  it('never names a Host header it cannot trust in the policy', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: 'evil; script-src *' } });
    expect(policyOf(res.headers['content-security-policy'])['connect-src']).toEqual(["'self'", "'self'"]);
  });

  it('sends HSTS only on requests that came over TLS', async () => {
    const behindProxy = await buildTestApp(t.db, { trustProxy: true });
    try {
      const tls = await behindProxy.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindProxy.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    const spoofed = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the outbox page style itself by a nonce of its own response only', async () => {
    const res = await t.app.inject({ url: '/dev/outbox' });
    const nonce = /<style nonce="([0-9a-f]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeDefined();
    expect(policyOf(res.headers['content-security-policy'])['style-src']).toContain(`'nonce-${nonce}'`);
    const other = await t.app.inject({ url: '/dev/outbox' });
    expect(other.body).not.toContain(nonce);
  });

  it('gives the API docs their own policy, without forcing HTTPS', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy']);
    expect(header).toContain("script-src 'self'");
    expect(header).not.toContain('upgrade-insecure-requests');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts only, exactly as written', () => {
    const html =
      '<head><script>paint()</script><script type="module" src="/assets/app.js"></script>' +
      '<script type="application/json">{"a":1}</script><script type="module">\n go();\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([
      // printf '%s' 'paint()' | openssl dgst -sha256 -binary | base64
      "'sha256-6Z05mR7jGVRSmyHx7iStJaiOybZYZUjxiGbPhYYXh1o='",
      "'sha256-YHc1Gy+evAzGZG7Yf8qH7gVYjvXLHbIbJF4kEdnytcI='",
    ]);
  });
});
