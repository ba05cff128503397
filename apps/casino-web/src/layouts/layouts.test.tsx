import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import * as memoApi from '@casino/contracts/memo';
import { questApi } from '@casino/contracts/quests';
import { questsSiteRoutes } from '@casino/quests/routes';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';
import type { SiteRoutes } from '@casino/site-shell';
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

  it('with Personal Message on, a member sees the unread count in the navigation and a reward pop-up', async () => {
    const popup = {
      message_transaction_header_id: 5,
      tab: 'inbox' as const,
      message_type: 'Promotion' as const,
      title_name: 'Free spins for you',
      message_description: 'Fifty spins are waiting.',
      template: null,
      params: {},
      allow_reply: false,
      is_read: false,
      is_modal: true,
      is_read_modal: false,
      createdAt: '2026-03-10T09:00:00.000Z',
      updatedAt: '2026-03-10T09:00:00.000Z',
    };
    server.use(
      ...siteHandlers({ loggedIn: true, customFunction: { configList: ['Personal Message'] } }),
      mockEndpoint(memoApi.messageCountFind, () => ({ count: 4 })),
      mockEndpoint(memoApi.rewardPopupFind, () => ({ total: 1, limit: 1, skip: 0, data: [popup] })),
    );
    await renderSite('/en');
    expect(await screen.findByRole('dialog', { name: 'You have a new message' })).toHaveTextContent(
      'Fifty spins are waiting.',
    );
  });

  it('the setting navigation shows the unread memo count only while Personal Message is on', async () => {
    server.use(
      ...siteHandlers({ loggedIn: true, customFunction: { configList: ['Personal Message'] } }),
      mockEndpoint(memoApi.messageCountFind, () => ({ count: 4 })),
      mockEndpoint(memoApi.rewardPopupFind, () => ({ total: 0, limit: 0, skip: 0, data: [] })),
    );
    await renderSite('/en/setting');
    const column = await screen.findByTestId('setting-side-column');
    expect(await within(column).findByText('Unread messages: 4')).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: /Unread messages: 4/ })).toBeInTheDocument();
  });

  it("the header's account link carries the unread count, and shows none while the inbox is off", async () => {
    server.use(
      ...siteHandlers({ loggedIn: true, customFunction: { configList: ['Personal Message'] } }),
      mockEndpoint(memoApi.messageCountFind, () => ({ count: 120 })),
      mockEndpoint(memoApi.rewardPopupFind, () => ({ total: 0, limit: 0, skip: 0, data: [] })),
    );
    const { unmount } = await renderSite('/en');
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('link', { name: /^Menu.*Unread messages: 120/ });
    expect(within(account).getByText('99+')).toBeInTheDocument();
    unmount();

    server.use(...siteHandlers({ loggedIn: true, customFunction: { configList: [] } }));
    await renderSite('/en');
    const without = await screen.findByRole('banner');
    expect(await within(without).findByRole('link', { name: 'Menu' })).toBeInTheDocument();
    expect(within(without).queryByTestId('memo-count')).toBeNull();
  });

  it('the setting area asks an anonymous visitor to log in', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/setting');

    expect(await screen.findByText('Log in to see your account.')).toBeInTheDocument();
    expect(screen.queryByTestId('setting-side-column')).not.toBeInTheDocument();
  });

  it("the header menu (phones) holds a visitor's sections and language; the primary actions stay in the bar", async () => {
    server.use(...siteHandlers());
    await renderSite('/en');
    const header = await screen.findByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(menu).not.toBeVisible();

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const sections = within(menu as HTMLElement).getByRole('navigation', { name: 'Main navigation' });
    expect(within(sections).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(
      within(menu as HTMLElement).getByRole('combobox', { name: 'Switch language' }),
    ).toBeInTheDocument();
    expect(within(menu as HTMLElement).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it("the header menu holds a member's name, settings and Log out, which logs out and closes it", async () => {
    server.use(
      ...siteHandlers({ loggedIn: true }),
      mockEndpoint(publicApi.logout, () => ({ loggedOut: true }) as const),
    );
    await renderSite('/en');
    const user = userEvent.setup();
    const header = await screen.findByRole('banner');
    await within(header).findByText('B1,250');
    const toggle = within(header).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

    await user.click(toggle);
    expect(within(menu).getByText('Logged in as 0899999999')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/en/setting');
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));

    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the header menu closes when a link in it is followed', async () => {
    server.use(...siteHandlers());
    const { router } = await renderSite('/en/login');
    const user = userEvent.setup();
    const toggle = within(await screen.findByRole('banner')).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/en');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the quests, with the rewards waiting, and the member levels; no quest link without the privilege', async () => {
    server.use(
      ...siteHandlers({ loggedIn: true, privileges: ['quest'] }),
      mockEndpoint(questApi.questNotificationFind, () => ({ claimable: 2, check_in_open: true })),
    );
    const { unmount } = await renderSite('/en', [questsSiteRoutes]);
    const [quest] = await screen.findAllByRole('link', { name: /^Quest/ });
    expect(quest).toHaveAttribute('href', '/en/quest');
    expect(await within(quest as HTMLElement).findByText('3 quest rewards waiting')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Member level' })[0]).toHaveAttribute(
      'href',
      '/en/member-level',
    );
    unmount();

    server.use(...siteHandlers({ loggedIn: true, privileges: ['coupon'] }));
    await renderSite('/en', [questsSiteRoutes]);
    await screen.findAllByRole('link', { name: 'Member level' });
    expect(screen.queryByRole('link', { name: /^Quest/ })).not.toBeInTheDocument();
  });
});
