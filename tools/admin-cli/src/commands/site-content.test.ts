import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-site', password: 'cli-site-password' };
const { cli, apiUrl } = cliAgainstRealApi(STAFF);

async function served(path: string) {
  const response = await fetch(`${apiUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { body: (await response.json()) as { data: Record<string, unknown>[] } };
}

/** The policy a page load gets (a page's, not a JSON answer's: api-security-headers.ts in the API). */
async function pagePolicy(): Promise<string | null> {
  const response = await fetch(`${apiUrl()}/healthz`, { headers: { accept: 'text/html' } });
  return response.headers.get('content-security-policy');
}

describe('seo', () => {
  it("sets a page group's row in a language, serves it over the default row, and removes it", async () => {
    const set = await cli([
      'seo',
      'set',
      '--language',
      '2',
      '--page',
      'games',
      '--title',
      'เกมสล็อต',
      '--og-image',
      '/og-games.png',
      '--reason',
      'games landing',
    ]);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toMatch(/^language 2 {2}games {10}เกมสล็อต$/m);
    expect((await served('/pbgapi/pb/seo-config?language_id=2&page_name=games')).body.data[0]).toMatchObject({
      page_name: 'games',
      title: 'เกมสล็อต',
      OG_image: '/og-games.png',
    });

    const shown = await cli(['seo', 'show', '--language', '2']);
    expect(shown.out).toMatch(/^language 2 {2}default/m);
    expect(shown.out).toMatch(/^language 2 {2}games/m);

    expect((await cli(['seo', 'remove', '--language', '2', '--page', 'games'])).out).toBe('Removed.');
    expect((await served('/pbgapi/pb/seo-config?language_id=2&page_name=games')).body.data[0]).toMatchObject({
      page_name: 'default',
    });
  });

  it('refuses a missing title, an unknown page and removing the default row before calling', async () => {
    expect((await cli(['seo', 'set', '--language', '1', '--page', 'home'])).code).toBe(2);
    expect((await cli(['seo', 'set', '--language', '1', '--page', 'lobby', '--title', 'x'])).code).toBe(2);
    const removeDefault = await cli(['seo', 'remove', '--language', '1', '--page', 'default']);
    expect(removeDefault.code).toBe(2);
    expect(removeDefault.err).toContain('the default row stays');
  });
});

describe('analytics and script-tags', () => {
  it('sets the ids and hosts, a page group’s snippets, and clears them again', async () => {
    const gtm = await cli(['analytics', 'set', 'gtm', 'GTM-AB12CD3', '--reason', 'campaign']);
    expect(gtm.code, gtm.err).toBe(0);
    expect(gtm.out).toMatch(/^gtm {11}GTM-AB12CD3$/m);
    expect((await served('/pbgapi/pb/global-config')).body.data[0]).toMatchObject({
      google_tag_management: 'GTM-AB12CD3',
    });
    expect((await cli(['analytics', 'set', 'gtm', 'UA-1'])).code).toBe(2);

    const file = join(tmpdir(), `snippets-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ footer: '<script src="https://cdn.example.com/a.js"></script>' }));
    const refused = await cli(['script-tags', 'set', 'reward', '--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not on a script host');

    expect((await cli(['analytics', 'set', 'script-hosts', 'https://cdn.example.com'])).code).toBe(0);
    const set = await cli(['script-tags', 'set', 'reward', '--file', file]);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('footer:');
    expect(await pagePolicy()).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/cdn\.example\.com/,
    );
    expect((await cli(['script-tags', 'show'])).out).toMatch(/^reward {10}footer$/m);

    expect((await cli(['script-tags', 'clear', 'reward'])).code).toBe(0);
    expect((await cli(['analytics', 'set', 'script-hosts', 'none'])).code).toBe(0);
    expect((await cli(['analytics', 'set', 'gtm', 'none'])).code).toBe(0);
    expect((await cli(['analytics', 'show'])).out).toBe(
      [
        'gtm           none',
        'ga            none',
        'hotjar        none',
        'pixels        none',
        'script-hosts  none',
      ].join('\n'),
    );
  });
});
