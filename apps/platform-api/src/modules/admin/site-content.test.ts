import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import { siteAdminApi } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../plugins/content-security-policy';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';

let t: TestApp;
let languageIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  const res = await t.app.inject({ url: '/pbgapi/pb/language?$limit=50' });
  languageIds = Object.fromEntries(
    res.json<{ data: { code: string; id: number }[] }>().data.map((l) => [l.code, l.id]),
  );
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffAuth, ...(payload ? { payload } : {}) });

async function servedSeo(language: string, page?: string) {
  const query = `language_id=${languageIds[language]}${page ? `&page_name=${page}` : ''}`;
  const res = await t.app.inject({ url: `/pbgapi/pb/seo-config?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Record<string, unknown>[] }>().data[0];
}

/** The policy a page load gets, as directive name → sources. */
async function pagePolicy(): Promise<Record<string, string[]>> {
  const res = await t.app.inject({ url: '/healthz', headers: { accept: 'text/html' } });
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const auditTrail = async (action: string) =>
  (
    await t.db.query<{ target_id: string; before: unknown; after: unknown }>(
      'SELECT target_id, before, after FROM admin_audit WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

describe('SEO per language and page group', () => {
  it("serves a page group's own row, its empty fields from the language's default row (OG title from its own title)", async () => {
    const th = languageIds['th'];
    const fallback = await servedSeo('th');
    expect(fallback).toMatchObject({ page_name: 'default', language_id: th });
    expect(await servedSeo('th', 'games')).toEqual(fallback);

    const set = await admin('POST', siteAdminApi.seoConfigSet.path, {
      language_id: th,
      page_name: 'games',
      title: 'เกมสล็อต',
      OG_image: 'https://cdn.example.test/games.png',
      reason: 'games landing',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ page_name: 'games', title: 'เกมสล็อต', description: '' });

    expect(await servedSeo('th', 'games')).toEqual({
      id: set.json<{ id: number }>().id,
      language_id: th,
      page_name: 'games',
      title: 'เกมสล็อต',
      metadata: fallback?.['metadata'],
      // No Open Graph title of its own: the group's title, not the language's.
      OG_title: 'เกมสล็อต',
      OG_image: 'https://cdn.example.test/games.png',
      description: fallback?.['description'],
    });
    // Other languages and page groups keep their default rows.
    expect(await servedSeo('en', 'games')).toMatchObject({ page_name: 'default' });
    expect(await servedSeo('th', 'home')).toEqual(fallback);

    const listed = await admin('GET', `${siteAdminApi.seoConfigsList.path}?language_id=${th}`);
    expect(listed.json<{ data: { page_name: string }[] }>().data.map((row) => row.page_name)).toEqual([
      'default',
      'games',
    ]);

    const removed = await admin('POST', siteAdminApi.seoConfigRemove.path, {
      language_id: th,
      page_name: 'games',
    });
    expect(removed.json()).toEqual({ removed: true });
    expect(await servedSeo('th', 'games')).toEqual(fallback);
    const again = await admin('POST', siteAdminApi.seoConfigRemove.path, {
      language_id: th,
      page_name: 'games',
    });
    expect(again.json()).toEqual({ removed: false });

    expect((await auditTrail('seo_config.set')).map((row) => row.target_id)).toEqual([`${th}:games`]);
    expect(await auditTrail('seo_config.remove')).toHaveLength(1);
  });

  it("edits a language's default row, and refuses an unknown language, page or the default's removal", async () => {
    const en = languageIds['en'];
    const before = await servedSeo('en');
    const set = await admin('POST', siteAdminApi.seoConfigSet.path, {
      language_id: en,
      page_name: 'default',
      title: 'Royal casino',
      description: 'Slots and live casino',
    });
    expect(set.statusCode).toBe(200);
    expect(await servedSeo('en', 'promotions')).toMatchObject({ title: 'Royal casino', OG_title: '' });
    await admin('POST', siteAdminApi.seoConfigSet.path, { ...before, id: undefined });

    for (const payload of [
      { language_id: 9999, page_name: 'home', title: 'x' },
      { language_id: en, page_name: 'nowhere', title: 'x' },
      { language_id: en, page_name: 'home', title: 'x'.repeat(301) },
    ]) {
      expect((await admin('POST', siteAdminApi.seoConfigSet.path, payload)).statusCode).toBe(400);
    }
    const remove = await admin('POST', siteAdminApi.seoConfigRemove.path, {
      language_id: en,
      page_name: 'default',
    });
    expect(remove.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: siteAdminApi.seoConfigSet.path })).statusCode).toBe(
      401,
    );
  });
});

describe('analytics ids and script hosts', () => {
  it('are served by global-config, audited, and join the page policy at once', async () => {
    expect((await admin('GET', siteAdminApi.thirdPartyScriptsGet.path)).json()).toEqual({
      google_tag_management: null,
      google_analytic_id: null,
      hotjar_site_id: null,
      facebook_meta_pixel: [],
      script_hosts: [],
    });
    expect((await pagePolicy())['script-src']).toEqual(["'self'"]);

    const set = await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, {
      google_tag_management: 'GTM-TEST123',
      facebook_meta_pixel: ['123456789012345'],
      reason: 'campaign',
    });
    expect(set.statusCode).toBe(200);
    const global = await t.app.inject({ url: '/pbgapi/pb/global-config' });
    expect(global.json<{ data: Record<string, unknown>[] }>().data[0]).toMatchObject({
      google_tag_management: 'GTM-TEST123',
      facebook_meta_pixel: ['123456789012345'],
      hotjar_site_id: null,
      // Untouched: the brand's own colour, as seeded.
      template_color: getBrand(DEFAULT_BRAND_ID).colors.brand,
    });
    const policy = await pagePolicy();
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(policy['img-src']).toContain('https://www.facebook.com');

    expect(
      (await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, { google_tag_management: 'nope' }))
        .statusCode,
    ).toBe(400);
    await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, {
      google_tag_management: null,
      facebook_meta_pixel: [],
    });
    expect((await pagePolicy())['script-src']).toEqual(["'self'"]);
    expect(await auditTrail('third_party_scripts.update')).toEqual([
      {
        target_id: 'third_party_scripts',
        before: { google_tag_management: null, facebook_meta_pixel: [] },
        after: { google_tag_management: 'GTM-TEST123', facebook_meta_pixel: ['123456789012345'] },
      },
      {
        target_id: 'third_party_scripts',
        before: { google_tag_management: 'GTM-TEST123', facebook_meta_pixel: ['123456789012345'] },
        after: { google_tag_management: null, facebook_meta_pixel: [] },
      },
    ]);
  });
});

describe('script tags per page group', () => {
  const inline = '<script>\r\n  document.documentElement.dataset.promo = "on";\r\n</script>';
  const external = '<script async src="https://cdn.example.com/tag.js"></script>';

  it('refuses a script src off the script hosts, then takes it once its host is listed', async () => {
    const refused = await admin('POST', siteAdminApi.scriptTagSet.path, {
      page_name: 'promotions',
      body: external,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: [{ field: 'body.body', message: expect.stringContaining('https://cdn.example.com/tag.js') }],
    });

    await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, {
      script_hosts: ['https://cdn.example.com'],
    });
    const set = await admin('POST', siteAdminApi.scriptTagSet.path, {
      page_name: 'promotions',
      header: inline,
      body: external,
      meta_header: '<meta name="promo-verification" content="abc">',
      reason: 'promo pixel',
    });
    expect(set.statusCode).toBe(200);
    // Stored with \n line ends, as the browser's parser reads them; the policy hashes that text.
    const stored = inline.replace(/\r\n/g, '\n');
    expect(set.json()).toMatchObject({ page_name: 'promotions', header: stored, footer: '' });

    const served = await t.app.inject({ url: '/pbgapi/pb/script-tag-config?page_name=promotions' });
    expect(served.json<{ data: Record<string, string>[] }>().data[0]).toMatchObject({
      header: stored,
      body: external,
    });
    expect((await t.app.inject({ url: '/pbgapi/pb/script-tag-config?page_name=home' })).json()).toMatchObject(
      {
        data: [{ header: '', body: '' }],
      },
    );

    const policy = await pagePolicy();
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      ...inlineScriptHashes(stored),
    ]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);

    // The host cannot go while a snippet loads from it.
    const dropped = await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, { script_hosts: [] });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json<{ errors: { message: string }[] }>().errors[0]?.message).toContain(
      "promotions page's body",
    );

    await admin('POST', siteAdminApi.scriptTagSet.path, {
      page_name: 'promotions',
      header: '',
      body: '',
      meta_header: '',
    });
    expect(
      (await admin('POST', siteAdminApi.thirdPartyScriptsSet.path, { script_hosts: [] })).statusCode,
    ).toBe(200);
    expect((await pagePolicy())['script-src']).toEqual(["'self'"]);

    const trail = await auditTrail('script_tag.set');
    expect(trail[0]).toEqual({
      target_id: 'promotions',
      before: { header: '', body: '', meta_header: '' },
      after: {
        header: stored,
        body: external,
        meta_header: '<meta name="promo-verification" content="abc">',
      },
    });
    const listed = await admin('GET', siteAdminApi.scriptTagsList.path);
    expect(listed.json<{ data: { page_name: string }[] }>().data.map((row) => row.page_name)).toContain(
      'reward',
    );
  });
});
