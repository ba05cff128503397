import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteRoutes } from '@casino/site-shell';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const echo = async () => ({ Component: (await import('../testing/echo-page')).EchoPage });
const pages: SiteRoutes[] = [{ default: [{ path: 'promotions', lazy: echo }] }];

const events = (name: string) =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  document.cookie = 'ab_Home_Page_1=; path=/; max-age=0';
  document.head.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe('page views', () => {
  it("report each page once, with the page's own title, group and language", async () => {
    server.use(...siteHandlers());
    const { router } = await renderSite('/th/promotions?tab=2', pages);
    await waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(events('page_view')[0]).toEqual({
      event: 'page_view',
      page_path: '/th/promotions?tab=2',
      page_location: expect.any(String),
      page_title: 'SEO title 2',
      page_group: 'promotions',
      language: 'th',
    });

    await router.navigate('/en');
    await waitFor(() => expect(events('page_view')).toHaveLength(2));
    expect(events('page_view')[1]).toMatchObject({
      page_path: '/en',
      page_title: 'SEO title 1',
      page_group: 'home',
    });
  });
});

describe('analytics tools from the global config', () => {
  it('load nothing when no id is configured', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/promotions', pages);
    await waitFor(() => expect(events('page_view')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelectorAll('script[data-analytics]')).toHaveLength(0);
  });

  it('load GTM after first paint when its id is configured', async () => {
    server.use(...siteHandlers({ globalConfig: { google_tag_management: 'GTM-AB12CD3' } }));
    await renderSite('/en/promotions', pages);
    await waitFor(() =>
      expect(document.head.querySelector<HTMLScriptElement>('script[data-analytics="gtm"]')?.src).toBe(
        'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      ),
    );
    expect(events('gtm.js')).toHaveLength(1);
  });
});

describe('the Home_Page_1 experiment', () => {
  /** Whether the lobby's search comes before the site's heading (variant B) or after it (A). */
  async function lobbyFirst(): Promise<boolean> {
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Test Casino' });
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    return !!(search.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
  }

  it('draws a variant for a new visitor, keeps it in the cookie and reports the impression', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    server.use(...siteHandlers());
    await renderSite('/en');
    expect(await lobbyFirst()).toBe(true);
    expect(document.cookie).toContain('ab_Home_Page_1=B');
    await waitFor(() =>
      expect(events('experiment_impression')).toEqual([
        { event: 'experiment_impression', experiment: 'Home_Page_1', variant: 'B' },
      ]),
    );
  });

  it("keeps a returning visitor's variant, and the override parameter replaces it", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    document.cookie = 'ab_Home_Page_1=A; path=/';
    server.use(...siteHandlers());
    const first = await renderSite('/en');
    expect(await lobbyFirst()).toBe(false);
    expect(document.cookie).toContain('ab_Home_Page_1=A');
    first.unmount();

    await renderSite('/en?ab_Home_Page_1=B');
    expect(await lobbyFirst()).toBe(true);
    expect(document.cookie).toContain('ab_Home_Page_1=B');
  });

  it('draws again over a cookie no variant has', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    document.cookie = 'ab_Home_Page_1=Z; path=/';
    server.use(...siteHandlers());
    await renderSite('/en');
    expect(await lobbyFirst()).toBe(false);
    expect(document.cookie).toContain('ab_Home_Page_1=A');
  });
});
