import { describe, expect, it } from 'vitest';
import { seoConfigFind } from './endpoints/public';
import { ScriptHost, ScriptTagBody, SeoConfigBody, ThirdPartyScriptsBody } from './site-admin';

describe('ScriptHost', () => {
  it.each(['https://cdn.example.com', 'https://*.example.com', 'https://tags.example.co.th:8443'])(
    'accepts %s',
    (value) => expect(ScriptHost.safeParse(value).success).toBe(true),
  );

  it.each([
    'http://cdn.example.com',
    'https://cdn.example.com/',
    'https://cdn.example.com/x.js',
    'https://*',
    'https://localhost',
    'https://CDN.example.com',
    "https://a.example.com 'unsafe-inline'",
    'https://a.example.com;script-src',
    '*',
  ])('refuses %s', (value) => expect(ScriptHost.safeParse(value).success).toBe(false));
});

describe('ThirdPartyScriptsBody', () => {
  it('takes any of the ids, null to remove one, and the host list', () => {
    for (const body of [
      { google_tag_management: 'GTM-AB12CD3' },
      { google_analytic_id: 'G-ABCDEF1234', reason: 'new property' },
      { hotjar_site_id: null, facebook_meta_pixel: ['123456789012345'] },
      { script_hosts: [] },
    ]) {
      expect(ThirdPartyScriptsBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
  });

  it('refuses an empty change, unknown fields and malformed ids', () => {
    for (const body of [
      {},
      { reason: 'nothing' },
      { google_tag_management: 'GTM-<script>' },
      { google_analytic_id: 'UA-1234-1' },
      { hotjar_site_id: 'abc' },
      { facebook_meta_pixel: ['12'] },
      { template_color: '#000000' },
    ]) {
      expect(ThirdPartyScriptsBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('SeoConfigBody', () => {
  it('defaults the optional texts to empty, which fall back to the default row', () => {
    expect(SeoConfigBody.parse({ language_id: 1, page_name: 'games', title: 'Games' })).toEqual({
      language_id: 1,
      page_name: 'games',
      title: 'Games',
      metadata: '',
      OG_title: '',
      OG_image: '',
      description: '',
    });
  });

  it('refuses an unknown page group and an OG image that is no URL or path', () => {
    expect(SeoConfigBody.safeParse({ language_id: 1, page_name: 'nowhere', title: 'x' }).success).toBe(false);
    expect(
      SeoConfigBody.safeParse({ language_id: 1, page_name: 'home', title: 'x', OG_image: 'javascript:x' })
        .success,
    ).toBe(false);
  });
});

describe('ScriptTagBody', () => {
  it('needs a snippet to change', () => {
    expect(ScriptTagBody.safeParse({ page_name: 'home' }).success).toBe(false);
    expect(ScriptTagBody.safeParse({ page_name: 'home', footer: '' }).success).toBe(true);
  });
});

describe('seo-config query', () => {
  it('takes a page group, or none for the default row', () => {
    expect(seoConfigFind.query).toBeDefined();
    expect(seoConfigFind.query?.safeParse({ language_id: '2', page_name: 'reward' }).success).toBe(true);
    expect(seoConfigFind.query?.safeParse({ language_id: '2' }).success).toBe(true);
    expect(seoConfigFind.query?.safeParse({ language_id: '2', page_name: 'default' }).success).toBe(false);
  });
});
