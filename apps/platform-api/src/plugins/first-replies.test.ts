import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_REPLIES_ELEMENT_ID } from '@casino/contracts';
import { ROUTE_PRELOADS_FILE } from '@casino/contracts/route-preloads';
import type { TestApp } from '../test/harness';
import { createTestApp, testConfig } from '../test/harness';
import { withFirstReplies } from './first-replies';

const INDEX_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';

/** What the shell's build writes beside index.html (site-shell's eager-chunks). */
const HOME_PRELOADS = {
  home: { scripts: ['/assets/home-banners-1a2b.js'], styles: ['/assets/home-front-3c4d.css'] },
};

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'platform-api-first-replies-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(HOME_PRELOADS));
  // A visitor's limit of 5 calls a minute per endpoint: the server's own reads must not count.
  t = await createTestApp({
    webDist,
    rateLimits: { ...testConfig().rateLimits, publicPerMinute: 5 },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body);
  return { html: res.body, replies: JSON.parse(match?.[1] ?? 'null') as Record<string, unknown> };
}

describe("a page's first replies", () => {
  it('writes the reads the first render waits for into the page, each as the API answers it', async () => {
    const { html, replies } = await page('/th');
    const urls = Object.keys(replies);
    const languages = urls.find((url) => url.includes('is_member=1'));
    expect(languages).toBe('/pbgapi/pb/language?is_member=1&$sort[is_default]=-1');
    const thai = (replies[languages ?? ''] as { data: { id: number; code: string }[] }).data.find(
      (row) => row.code === 'th',
    );
    expect(thai).toBeDefined();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/pbgapi/pb/global-config',
        `/pbgapi/pb/custom-function?language_id=${thai?.id}`,
        `/pbgapi/pb/system-config?language_id=${thai?.id}`,
        '/pbgapi/pb/language?code=th',
        `/pbgapi/pb/system-banner?language_id=${thai?.id}`,
      ]),
    );
    // Not one byte differs from what the client would be sent (the visitor's own call is within its limit).
    for (const url of urls.slice(0, 2)) {
      const direct = await t.app.inject({ method: 'GET', url });
      expect(direct.json()).toEqual(replies[url]);
    }
    const banners = replies[`/pbgapi/pb/system-banner?language_id=${thai?.id}`] as {
      data: { image_url: string }[];
    };
    expect(banners.data.length).toBeGreaterThan(0);
    // First in <head>: the largest paint waits for it, so it goes before the scripts' requests.
    expect(html).toContain(
      `<head><link rel="preload" as="image" href="${banners.data[0]?.image_url}" fetchpriority="high">`,
    );
  });

  it("hints home's lazy code on home, after the build's own hints", async () => {
    const { html } = await page('/en');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-banners-1a2b.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-front-3c4d.css">');
    expect(html.indexOf('home-banners-1a2b.js')).toBeGreaterThan(html.indexOf('<title>'));
    const elsewhere = await page('/en/games');
    expect(elsewhere.html).not.toContain('home-banners-1a2b.js');
  });

  it('reads the banners and preloads their picture on the home page only', async () => {
    const { html, replies } = await page('/en/games');
    expect(Object.keys(replies).some((url) => url.includes('system-banner'))).toBe(false);
    expect(html).not.toContain('rel="preload"');
    const unprefixed = await page('/');
    expect(Object.keys(unprefixed.replies)).toContain('/pbgapi/pb/language?code=en');
    expect(Object.keys(unprefixed.replies).some((url) => url.includes('system-banner'))).toBe(true);
  });

  it("does not spend visitors' rate limits: many page views, and the visitor's own calls still pass", async () => {
    for (let view = 0; view < 8; view += 1) await page('/en');
    const own = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/global-config' });
    expect(own.statusCode).toBe(200);
  });

  it('keeps a body from closing the script early, and the parsed replies intact', () => {
    const hostile = { '/x': { title: '</script><script>alert(1)</script>', prize: "Win $& and $' now" } };
    const html = withFirstReplies(INDEX_HTML, { replies: hostile, heroImage: null, onHome: false });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="first-replies">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(hostile);
  });
});
