import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';

/** Stands in for the shell's inline template_color bootstrap script. */
const BOOTSTRAP = '(function () { document.documentElement.dataset.painted = "1"; })();';

const APP_JS = 'console.log("app");'.repeat(100);
const STYLE_CSS = 'body { color: black; }'.repeat(100);

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'platform-api-web-'));
  await mkdir(join(webDist, 'assets'));
  const indexHtml = `<!doctype html><head><script>${BOOTSTRAP}</script><title>shell</title></head>`;
  await writeFile(join(webDist, 'index.html'), indexHtml);
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(join(webDist, 'assets', 'app-3f2a1b.js'), APP_JS);
  await writeFile(join(webDist, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(webDist, 'assets', 'app-3f2a1b.js.gz'), gzipSync(APP_JS));
  // Only gzip beside this one: a request that prefers br gets gzip, not the plain file.
  await writeFile(join(webDist, 'assets', 'style-9c8d7e.css'), STYLE_CSS);
  await writeFile(join(webDist, 'assets', 'style-9c8d7e.css.gz'), gzipSync(STYLE_CSS));
  await writeFile(join(webDist, 'favicon.ico'), 'icon');
  // A damaged hints file (route-preloads) must not cost the page: it is served without hints.
  await writeFile(join(webDist, 'route-preloads.json'), '{"home": {"scripts": [');
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

  it('serves home without hints when the build wrote them damaged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('modulepreload');
  });

  it("allows the shell's inline script by the hash of the text it serves, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en' });
    const served = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(served).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('serves hashed assets with long cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the request accepts, brotli first, and says it varies', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/assets/app-3f2a1b.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_JS);
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    }

    const css = await t.app.inject({
      url: '/assets/style-9c8d7e.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.rawPayload).toString()).toBe(STYLE_CSS);
  });

  it('sends the compressed shell for client routes too, never cached', async () => {
    const res = await t.app.inject({ url: '/th/games', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps JSON 404s for API paths and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/pbgapi/pb/no-such-service'],
      ['GET', '/api/mb/no-such-service'],
      ['GET', '/gapi/mb/no-such-service'],
      ['GET', '/dev/no-such-tool'],
      ['POST', '/en/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, reason: 'NOT_FOUND' });
    }
  });
});

describe('serving the phone shell from MOBILE_WEB_DIST under /m/', () => {
  let mobileDist: string;
  let webRoot: string;
  let m: TestApp;
  const MOBILE_JS = 'console.log("mobile");'.repeat(100);
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'platform-api-web-'));
    await writeFile(join(webRoot, 'index.html'), '<title>desktop</title>');
    mobileDist = await mkdtemp(join(tmpdir(), 'platform-api-mobile-'));
    await mkdir(join(mobileDist, 'assets'));
    await writeFile(join(mobileDist, 'index.html'), '<title>phone</title>');
    await writeFile(join(mobileDist, 'manifest.webmanifest'), '{"name":"Phone"}');
    await writeFile(join(mobileDist, 'assets', 'main-1a2b3c.js'), MOBILE_JS);
    await writeFile(join(mobileDist, 'assets', 'main-1a2b3c.js.br'), brotliCompressSync(MOBILE_JS));
    m = await createTestApp({ webDist: webRoot, mobileWebDist: mobileDist });
  });
  afterAll(async () => {
    await m.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(mobileDist, { recursive: true, force: true });
  });

  it("answers /m/ and its client routes with the phone shell's index.html, the rest with the desktop one", async () => {
    for (const url of ['/m', '/m/', '/m/en/games?tab=1']) {
      const res = await m.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>phone</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const desktop = await m.app.inject({ method: 'GET', url: '/en/games' });
    expect(desktop.body).toContain('<title>desktop</title>');
  });

  it("serves its files: hashed assets for a year (brotli when accepted); the manifest, written from pwa-config over the build's file, revalidated", async () => {
    const asset = await m.app.inject({
      method: 'GET',
      url: '/m/assets/main-1a2b3c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(MOBILE_JS);
    const manifest = await m.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/m/', scope: '/m/' });
    expect(JSON.parse(manifest.body)).not.toMatchObject({ name: 'Phone' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
