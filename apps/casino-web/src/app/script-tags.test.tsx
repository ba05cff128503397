import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import * as fixtures from '../testing/fixtures';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';
import type { SiteRoutes } from '@casino/site-shell';
import { injectScriptTags, SCRIPT_TAG_ATTRIBUTE } from './inject-script-tags';

const server = setupMswServer();

const echo = async () => ({ Component: (await import('../testing/echo-page')).EchoPage });
const pages: SiteRoutes[] = [{ default: [{ path: 'promotions', lazy: echo }] }];

afterEach(() => {
  document.head.querySelectorAll(`[${SCRIPT_TAG_ATTRIBUTE}]`).forEach((node) => node.remove());
});

const added = () =>
  [...document.querySelectorAll(`[${SCRIPT_TAG_ATTRIBUTE}]`)].map(
    (node) => `${node.parentElement?.tagName}:${node.tagName}:${node.getAttribute(SCRIPT_TAG_ATTRIBUTE)}`,
  );

describe('injectScriptTags', () => {
  it('puts each snippet in its place, makes its scripts anew to run, and takes everything out again', () => {
    const createElement = vi.spyOn(document, 'createElement');
    const remove = injectScriptTags(
      fixtures.scriptTagConfig('promotions', {
        meta_header: '<meta name="promo-verification" content="abc">',
        header: '<script data-tag="header">window.promo = 1;</script>',
        body: '<noscript><img src="/pixel.gif" alt=""></noscript>',
        footer: '<div><script data-tag="footer">window.footer = 1;</script></div>',
      }),
      'promotions',
    );
    expect(added()).toEqual([
      'HEAD:META:promotions',
      'HEAD:SCRIPT:promotions',
      'BODY:NOSCRIPT:promotions',
      'BODY:DIV:promotions',
    ]);
    expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect(document.body.lastElementChild?.tagName).toBe('DIV');

    // A script parsed from HTML never runs; the ones in the page are the document's own, same text.
    const created = createElement.mock.results.map((result) => result.value as Element);
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-tag]')];
    expect(scripts.map((script) => [script.dataset['tag'], script.text])).toEqual([
      ['header', 'window.promo = 1;'],
      ['footer', 'window.footer = 1;'],
    ]);
    for (const script of scripts) expect(created).toContain(script);

    remove();
    expect(added()).toEqual([]);
    expect(document.querySelectorAll('script[data-tag]')).toHaveLength(0);
    createElement.mockRestore();
  });

  it('keeps external scripts in order unless they ask for async', () => {
    const remove = injectScriptTags(
      fixtures.scriptTagConfig('home', {
        header:
          '<script src="https://cdn.example.com/a.js"></script><script async src="https://cdn.example.com/b.js"></script>',
      }),
      'home',
    );
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_TAG_ATTRIBUTE}]`)];
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://cdn.example.com/a.js', false],
      ['https://cdn.example.com/b.js', true],
    ]);
    remove();
  });
});

describe('script tags on the site', () => {
  it("are added on their page group's pages after first paint and removed on leaving it", async () => {
    // The first handler that matches answers: the test's own before the site's defaults.
    server.use(
      mockEndpoint(publicApi.scriptTagConfigFind, ({ query }) =>
        fixtures.list([
          fixtures.scriptTagConfig(String(query['page_name']), {
            meta_header:
              query['page_name'] === 'promotions' ? '<meta name="promo-verification" content="abc">' : '',
          }),
        ]),
      ),
      ...siteHandlers(),
    );
    const { router } = await renderSite('/en/promotions', pages);
    await waitFor(() => expect(added()).toEqual(['HEAD:META:promotions']));

    await router.navigate('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });
    await waitFor(() => expect(added()).toEqual([]));

    await router.navigate('/en/promotions');
    await waitFor(() => expect(added()).toEqual(['HEAD:META:promotions']));
  });

  it('leave the page as it is, without the failed-call dialog, when they cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The first handler that matches answers: the test's own before the site's defaults.
    server.use(
      mockEndpoint(publicApi.scriptTagConfigFind, () =>
        errorReply({ code: 503, reason: 'INTERNAL', message: 'Service unavailable' }),
      ),
      ...siteHandlers(),
    );
    await renderSite('/en', pages);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('script tags'), expect.anything()),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
