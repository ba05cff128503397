import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { mockEndpoint } from '@casino/api-client/testing';
import { memberApi } from '@casino/contracts';
import { pageMounts } from '../testing/mount-counting-page';
import * as fixtures from '../testing/fixtures';
import { describe, expect, it } from 'vitest';
import { renderSite, siteHandlers, setupMswServer } from '../testing/render-site';
import { ROUTE_CATALOGUE, type SiteRoutes } from '@casino/site-shell';

const server = setupMswServer();

/** A stand-in domain library: a real lazily loaded page module per route, as a library would export. */
const settingLibrary: SiteRoutes = {
  setting: [
    {
      path: 'changePassword',
      nav: 'changePassword',
      lazy: async () => ({ Component: (await import('../testing/echo-page')).EchoPage }),
    },
  ],
};

describe('the routing table', () => {
  it('shows an anonymous visitor the home frame at /en: logo, navigation, hero, footer', async () => {
    server.use(...siteHandlers());
    await renderSite('/en');

    expect(await screen.findByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Test Casino' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveTextContent('Home');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByText('About the test casino')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'https://blog.example.test');
    expect(screen.getByText('Support: help@example.test')).toBeInTheDocument();
  });

  it('serves the default language without a prefix', async () => {
    server.use(...siteHandlers());
    await renderSite('/');

    expect(await screen.findByRole('heading', { name: 'Welcome to Test Casino' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends an unprefixed visit to the language of the locale cookie', async () => {
    server.use(...siteHandlers());
    document.cookie = 'locale=th; path=/';
    try {
      const { router } = await renderSite('/register?ref=abc');
      await waitFor(() => expect(router.state.location.pathname).toBe('/th/register'));
      expect(router.state.location.search).toBe('?ref=abc');
    } finally {
      document.cookie = 'locale=; path=/; max-age=0';
    }
  });

  it('opens the login modal from the header', async () => {
    server.use(...siteHandlers());
    await renderSite('/en');
    const header = await screen.findByRole('banner');

    await userEvent.setup().click(within(header).getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username or phone number')).toBeInTheDocument();
  });

  it('shows a member their name, balance and account link in the header bar', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en');
    const header = await screen.findByRole('banner');

    expect(await within(header).findByText('B1,250')).toBeInTheDocument();
    expect(within(header).getByText('Logged in as 0899999999')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/en/setting');
  });

  it.each(['/en/no-such-page', '/xx', '/xx/yy', '/en/setting/nothing-here/deeper'])(
    'renders the 404 page at %s',
    async (path) => {
      server.use(...siteHandlers({ loggedIn: path.includes('setting') }));
      await renderSite(path);

      expect(
        await screen.findByRole('heading', { name: 'This page could not be found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    },
  );

  it('sends a logged-in member from /register to home (route guard)', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    const { router } = await renderSite('/th/register');

    await waitFor(() => expect(router.state.location.pathname).toBe('/th'));
  });

  it("sends a member home from a page their own privileges lack, whatever the brand's list says", async () => {
    const rebateLibrary: SiteRoutes = {
      setting: [
        {
          path: 'rebate',
          nav: 'rebate',
          lazy: async () => ({ Component: (await import('../testing/echo-page')).EchoPage }),
        },
      ],
    };
    server.use(...siteHandlers({ loggedIn: true, privileges: ['coupon', 'point'] }));
    const { router } = await renderSite('/en/setting/rebate', [rebateLibrary]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));

    server.use(...siteHandlers({ loggedIn: true, privileges: ['rebate'] }));
    await renderSite('/en/setting/rebate', [rebateLibrary]);
    expect(await screen.findByText('echo /en/setting/rebate')).toBeInTheDocument();
  });

  it('shows a reloaded member page once the session is known, not before (what they type survives)', async () => {
    const library: SiteRoutes = {
      setting: [
        {
          path: 'changePassword',
          nav: 'changePassword',
          lazy: async () => ({
            Component: (await import('../testing/mount-counting-page')).MountCountingPage,
          }),
        },
      ],
    };
    pageMounts.count = 0;
    server.use(
      ...siteHandlers({ loggedIn: true }),
      // A slow session probe: the page must wait for it rather than show, then vanish behind the guard.
      mockEndpoint(memberApi.profileFind, async () => {
        await delay(150);
        return fixtures.list([fixtures.member]);
      }),
    );
    await renderSite('/en/setting/changePassword', [library]);

    await userEvent.setup().type(await screen.findByLabelText('Note'), 'kept');
    await waitFor(() => expect(screen.getByTestId('setting-side-column')).toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
    expect(pageMounts.count).toBe(1);
  });

  it('lets an anonymous visitor open /register', async () => {
    server.use(...siteHandlers());
    await renderSite('/en/register');

    expect(await screen.findByRole('heading', { name: 'Register', level: 1 })).toBeInTheDocument();
  });

  it('lists only registered setting pages in the side navigation, and serves them', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting/changePassword', [settingLibrary]);

    const side = await screen.findByTestId('setting-side-column');
    const links = within(side).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Change password']);
    expect(links[0]).toHaveAttribute('href', '/en/setting/changePassword');
    expect(await screen.findByText('echo /en/setting/changePassword')).toBeInTheDocument();
  });

  it('refuses a library route outside the catalogue', async () => {
    const invented = {
      default: [{ path: 'casino-royale', lazy: async () => ({}) }],
    } as unknown as SiteRoutes;
    await expect(renderSite('/en', [invented])).rejects.toThrow('"casino-royale" is not a default route');
  });

  it('catalogues every route of spec section 2 with its parameters', () => {
    const all = [
      ...ROUTE_CATALOGUE.default,
      ...ROUTE_CATALOGUE['play-game'],
      ...ROUTE_CATALOGUE.setting.map((path) => `setting/${path}`),
    ];
    for (const path of [
      'reward/redreemExchangeReward/:id',
      'setting/personal-message/:id?',
      'affiliate_v2/:code?',
      'coupon/:id?',
      'games/:id',
      'promotions/:id',
      'quest/:id',
      'setting/affiliate/statistics',
      'setting/personal-message/write-memo',
      'coupon/couponDetails',
      'promotions/promotions_bk',
      'member-level-detail',
    ]) {
      expect(all).toContain(path);
    }
    // 16 simple pages + 3 nested groups (coupon 1, promotions 4, reward 6) + 6 parameterised outside setting.
    expect(ROUTE_CATALOGUE.default.length + ROUTE_CATALOGUE['play-game'].length).toBe(32);
    // Spec 2's 18 setting pages + 4 of player protection and account security (issue 19).
    expect(ROUTE_CATALOGUE.setting).toHaveLength(22);
  });
});
