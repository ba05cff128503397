import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGlobalConfig, mockEndpoint } from '@casino/api-client/testing';
import { gamesApi, publicApi } from '@casino/contracts';
import { list } from '../testing/fixtures';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const withDevTools = (devTools: boolean) =>
  mockEndpoint(publicApi.globalConfigFind, () => list([buildGlobalConfig({ dev_tools: devTools })]));

describe('the demo ribbon', () => {
  it('marks every page of a site whose API runs the dev tools, with their pages in new tabs', async () => {
    server.use(withDevTools(true), ...siteHandlers());
    await renderSite('/en');
    const ribbon = await screen.findByRole('complementary', {
      name: 'Demo: simulated payments and messages',
    });
    const outbox = within(ribbon).getByRole('link', { name: 'Message outbox (opens in a new tab)' });
    expect(outbox).toHaveAttribute('href', '/dev/outbox');
    expect(outbox).toHaveAttribute('target', '_blank');
    expect(within(ribbon).getByRole('link', { name: /^Payment simulator/ })).toHaveAttribute(
      'href',
      '/dev/payments',
    );
  });

  it('speaks the page’s language', async () => {
    server.use(withDevTools(true), ...siteHandlers());
    await renderSite('/th');
    expect(
      await screen.findByRole('complementary', { name: 'เดโม: การชำระเงินและข้อความเป็นแบบจำลอง' }),
    ).toBeInTheDocument();
  });

  it('is absent when the API runs without them', async () => {
    server.use(withDevTools(false), ...siteHandlers());
    await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });
    expect(screen.queryByRole('complementary', { name: /Demo/ })).not.toBeInTheDocument();
  });

  it('leaves the play page to the game: no ribbon over it, no room kept below it', async () => {
    server.use(
      withDevTools(true),
      mockEndpoint(gamesApi.enterGameDemo, () => ({
        url: 'https://provider.example/launch?mode=demo',
        html: null,
        use_iframe: true,
        is_demo: true,
        expires_at: null,
      })),
      ...siteHandlers(),
    );
    await renderSite('/en/games/1?demo=1');
    // The game is launched after the site's config has arrived: the ribbon would be there by now.
    expect(await screen.findByTitle(/^Game:/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /Demo/ })).not.toBeInTheDocument();
  });
});
