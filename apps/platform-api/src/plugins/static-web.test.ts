import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'platform-api-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(webDist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  await writeFile(join(webDist, 'favicon.ico'), 'icon');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the web shell from WEB_DIST', () => {
  it('falls back to index.html for client routes, revalidated, framable by itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/promotions?tab=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves hashed assets with long cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for API paths and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/pbgapi/pb/no-such-service'],
      ['GET', '/api/mb/no-such-service'],
      ['GET', '/gapi/mb/no-such-service'],
      ['POST', '/en/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, reason: 'NOT_FOUND' });
    }
  });
});
