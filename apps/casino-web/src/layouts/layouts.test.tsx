import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';
import type { SiteRoutes } from '../routing/site-routes';
import * as styles from './frame.css';

const server = setupMswServer();

const echo = async () => ({ Component: (await import('../testing/echo-page')).EchoPage });
const gameLibrary: SiteRoutes = { 'play-game': [{ path: 'games/:id', lazy: echo }] };

describe('layouts', () => {
  it('without announcements: no ticker, header at the top, content padded 62 px', async () => {
    server.use(...siteHandlers());
    await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });

    expect(screen.queryByRole('complementary', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveClass(styles.header.plain);
    expect(screen.getByTestId('layout-content')).toHaveClass(styles.content.plain);
  });

  it('with announcement_data: the ticker shows it and shifts header and content down (102 px padding)', async () => {
    server.use(
      ...siteHandlers({
        customFunction: { announcement_data: [{ id: 1, message: 'Maintenance at midnight' }] },
      }),
    );
    await renderSite('/en');

    const ticker = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(ticker).toHaveTextContent('Maintenance at midnight');
    expect(screen.getByRole('banner')).toHaveClass(styles.header.withTicker);
    expect(screen.getByTestId('layout-content')).toHaveClass(styles.content.withTicker);
  });

  it('the default layout has footer and bottom navigation; the no-footer layout has neither', async () => {
    server.use(...siteHandlers());
    const { unmount } = await renderSite('/en');
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toHaveClass(styles.bottomNav);
    unmount();

    await renderSite('/en/login');
    await screen.findByRole('heading', { name: 'Log in', level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
  });

  it('the play-game layout gives the page the whole window: no site header, footer or bar of its own', async () => {
    server.use(...siteHandlers());
    await renderSite('/th/games/42', [gameLibrary]);

    expect(await screen.findByText('echo /th/games/42')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass(styles.gameStage);
    // The play page brings the one game bar; the layout adds no navigation, header or footer above it.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('the setting layout puts the side navigation column (hidden on mobile by CSS) beside the page', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting');

    const column = await screen.findByTestId('setting-side-column');
    expect(column).toHaveClass(styles.sideColumn);
    expect(within(column).getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Choose what you want to see or change.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the setting area asks an anonymous visitor to log in', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/setting');

    expect(await screen.findByText('Log in to see your account.')).toBeInTheDocument();
    expect(screen.queryByTestId('setting-side-column')).not.toBeInTheDocument();
  });
});
