import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import type { SiteRoutes } from '@casino/site-shell';
import * as fixtures from '../testing/fixtures';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const echo = async () => ({ Component: (await import('../testing/echo-page')).EchoPage });
const pages: SiteRoutes[] = [
  {
    default: [
      { path: 'games', lazy: echo },
      { path: 'promotions', lazy: echo },
    ],
  },
];

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

/** Each language's default row, and its own row for the games page group in Thai (id 2). */
function seoByGroup() {
  return mockEndpoint(publicApi.seoConfigFind, ({ query }) => {
    const languageId = Number(query['language_id']);
    const page = query['page_name'];
    if (languageId === 2 && page === 'games') {
      return fixtures.list([
        { ...fixtures.seoConfig(2), page_name: 'games', title: 'เกมทั้งหมด', OG_image: '/og-games.png' },
      ]);
    }
    return fixtures.list([fixtures.seoConfig(languageId)]);
  });
}

describe('SEO per page group and language', () => {
  it("writes the language's default row on the home page, and the group's own row on its pages", async () => {
    server.use(seoByGroup(), ...siteHandlers());
    const { router } = await renderSite('/th', pages);
    await waitFor(() => expect(document.title).toBe('SEO title 2'));
    expect(meta('meta[name="description"]')).toBe('Description 2');
    expect(meta('meta[property="og:title"]')).toBe('OG title 2');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.test/og-2.png');
    expect(meta('meta[property="og:site_name"]')).toBe('คาสิโนทดสอบ');

    await router.navigate('/th/games');
    await waitFor(() => expect(document.title).toBe('เกมทั้งหมด'));
    // A site path becomes an absolute URL, as Open Graph wants.
    expect(meta('meta[property="og:image"]')).toBe(`${location.origin}/og-games.png`);

    await router.navigate('/en/games');
    await waitFor(() => expect(document.title).toBe('SEO title 1'));
    expect(meta('meta[property="og:locale"]')).toBe('en');
  });

  it('titles the page with the site name, and drops the other tags, when nothing is configured', async () => {
    // The first handler that matches answers: the test's own before the site's defaults.
    server.use(
      mockEndpoint(publicApi.seoConfigFind, () => fixtures.list([])),
      ...siteHandlers(),
    );
    await renderSite('/en/promotions', pages);
    await waitFor(() => expect(document.title).toBe('Test Casino'));
    expect(meta('meta[name="description"]')).toBeUndefined();
    expect(meta('meta[property="og:title"]')).toBe('Test Casino');
    expect(meta('meta[property="og:image"]')).toBeUndefined();
  });
});
