import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import type { TestApp } from '../../test/harness';
import { buildTestApp, createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';

let t: TestApp;
let languageIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/language?$limit=50' });
  languageIds = Object.fromEntries(
    res.json<{ data: { code: string; id: number }[] }>().data.map((l) => [l.code, l.id]),
  );
});
afterAll(() => t.close());

async function first(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ total: number; data: Record<string, unknown>[] }>();
  return body.data[0];
}

describe('singleton configs', () => {
  it('global config has the brand switches', async () => {
    expect(await first('/pbgapi/pb/global-config')).toEqual({
      // The brand's own colour until staff pick another.
      template_color: getBrand(DEFAULT_BRAND_ID).colors.brand,
      google_tag_management: null,
      google_analytic_id: null,
      hotjar_site_id: null,
      facebook_meta_pixel: [],
      profile_dob: true,
      profile_gender: true,
      profile_register_channel: true,
      register_with_email: false,
      email_required: false,
      money_format: 'full',
      fav_icon: null,
      dev_tools: true,
      // The brand config's (none for royal-siam) until staff set one (admin/brand-settings.test.ts).
      mobile_url: null,
    });
  });

  it('tells the site whether the dev tools run, for its demo ribbon', async () => {
    const production = await buildTestApp(t.db, { nodeEnv: 'production', devTools: false });
    try {
      const res = await production.inject({ url: '/pbgapi/pb/global-config' });
      expect(res.json<{ data: { dev_tools: boolean }[] }>().data[0]?.dev_tools).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('general config carries the validation parameters', async () => {
    expect(await first('/pbgapi/pb/general-config')).toMatchObject({
      default_country_code: 'TH',
      default_currency_code: 'THB',
      minimum_age: 18,
    });
  });

  it('sticky config is present and inactive by default', async () => {
    expect(await first('/pbgapi/pb/sticky-config')).toEqual({ is_active: false, items: [] });
  });

  it('refuses query parameters on parameterless configs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/global-config?x=1' });
    expect(res.statusCode).toBe(400);
  });
});

describe('per-language configs', () => {
  it('custom function has all privileges and a localized footer with the policy links', async () => {
    const th = await first(`/pbgapi/pb/custom-function?language_id=${languageIds['th']}&page_show_list=home`);
    expect(th).toMatchObject({
      configList: ['Announcement', 'Personal Message'],
      privilege: ['coupon', 'point', 'quest', 'rebate', 'affiliate'],
      register_type: 'phone',
      bank_status: true,
      should_iframe_redirect: false,
    });
    const footer = th?.['footer_data'] as { about: string; links: { href: string; label: string }[] };
    expect(footer.links.map((l) => l.href)).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/cookies-policy',
    ]);
    expect(footer.links[0]?.label).toBe('ข้อกำหนดและเงื่อนไข');
    const en = await first(`/pbgapi/pb/custom-function`);
    expect((en?.['footer_data'] as { links: { label: string }[] }).links[0]?.label).toBe(
      'Terms and conditions',
    );
  });

  it('SEO config is localized', async () => {
    const jp = await first(`/pbgapi/pb/seo-config?language_id=${languageIds['jp']}`);
    expect(jp).toMatchObject({ language_id: languageIds['jp'], OG_title: jp?.['title'] });
    expect(String(jp?.['title'])).toContain('スロット');
  });

  it("system config and the SEO titles name the site after the served brand, never a generic 'Casino'", async () => {
    const brandName = getBrand(DEFAULT_BRAND_ID).name;
    expect(await first(`/pbgapi/pb/system-config?language_id=${languageIds['en']}`)).toMatchObject({
      site_name: brandName,
      maintenance: false,
    });
    for (const code of ['en', 'th', 'jp', 'es'] as const) {
      const seo = await first(`/pbgapi/pb/seo-config?language_id=${languageIds[code]}`);
      expect(String(seo?.['title'])).toContain(brandName);
      expect(JSON.stringify(seo)).not.toContain('Casino');
    }
  });

  it('password config is 8 for id, my and zh, and 6 for the others', async () => {
    for (const [code, min] of [
      ['id', 8],
      ['my', 8],
      ['zh', 8],
      ['en', 6],
      ['th', 6],
    ] as const) {
      expect(await first(`/pbgapi/pb/password-config?language_id=${languageIds[code]}`)).toMatchObject({
        min_length: min,
        require_lowercase: true,
        require_uppercase: true,
        require_digit: true,
      });
    }
  });

  it('requires language_id where the contract says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/seo-config' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('query.language_id');
  });

  it('script tags exist per page group with empty snippets', async () => {
    expect(await first('/pbgapi/pb/script-tag-config?page_name=home')).toMatchObject({
      page_name: 'home',
      header: '',
      body: '',
      footer: '',
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/pbgapi/pb/script-tag-config?page_name=nowhere',
    });
    expect(unknown.json()).toEqual({ total: 0, limit: 1, skip: 0, data: [] });
  });
});

describe('GET /pbgapi/pb/check-refcode/{code}', () => {
  it("is valid for a member's code and invalid otherwise", async () => {
    const { user } = await registerMember(t.app);
    const valid = await t.app.inject({ method: 'GET', url: `/pbgapi/pb/check-refcode/${user.ref_code}` });
    expect(valid.json()).toEqual({ ref_code: user.ref_code, valid: true });
    const invalid = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/check-refcode/NOPE1234' });
    expect(invalid.json()).toEqual({ ref_code: 'NOPE1234', valid: false });
  });
});
