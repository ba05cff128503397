import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';
import { isApiPath } from './api-security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAGE_ONLY_HEADERS = [
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('API security headers', () => {
  it('tells the API prefixes from every other path', () => {
    expect(isApiPath('/pbgapi/pb/language?is_member=1')).toBe(true);
    expect(isApiPath('/api/mb/profile')).toBe(true);
    expect(isApiPath('/gapi/mb/message')).toBe(true);
    expect(isApiPath('/en/games')).toBe(false);
    expect(isApiPath('/apidocs')).toBe(false);
    expect(isApiPath('/healthz')).toBe(false);
  });

  it('answers JSON with the short set: no source, no framing, no sniffing, same origin only', async () => {
    const res = await t.app.inject({ url: '/pbgapi/pb/global-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const name of PAGE_ONLY_HEADERS) expect(res.headers[name]).toBeUndefined();
  });

  it('gives an API error (an unknown API route) the same short set', async () => {
    const res = await t.app.inject({ url: '/api/mb/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('keeps the page headers off the API path', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
