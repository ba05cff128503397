import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompleteMember, listWithLimit, mockEndpoint } from '@casino/api-client/testing';
import { gamesApi, memberApi, PlayableFreeSpinGame } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import { rewardApi } from '@casino/contracts/rewards';
import { games } from '@casino/games-launch/testing';
import { rewardsLiveQueryKeys } from '@casino/rewards/live';
import { rewardsSiteRoutes } from '@casino/rewards/routes';
import type { SiteRoutes } from '@casino/site-shell';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();
const list = listWithLimit(20);
afterEach(() => vi.restoreAllMocks());

/** What the shop's first tab reads: its tabs, no items, 1,250 points. */
const shopHandlers = () => [
  mockEndpoint(rewardApi.redeemTypeListFind, () => ({
    data: [{ id: 1, code: 'special' as const, redeem_type_name: 'Special reward' }],
  })),
  mockEndpoint(rewardApi.redeemTypeFind, () => ({ data: [] })),
  mockEndpoint(rewardApi.totalPointsFind, () => ({
    total: 0,
    limit: 0,
    skip: 0,
    data: [],
    totals: {
      point: '1250.00',
      badge_point: '4800.00',
      earned: '4800.00',
      spent: '3550.00',
      is_display: true,
    },
  })),
];

/** A logged-in member who may play (a bank account on file), on the site's usual data. */
const playerHandlers = () => [
  mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
  ...siteHandlers({ loggedIn: true }),
];

const [jadeFortune, , roulette] = games as [GameListItem, GameListItem, GameListItem];

/** FREESPIN_PROMOTION as the server sends it: spins whose first game is `game` of the lobby. */
const freeSpinsOn = (game: GameListItem) =>
  JSON.stringify({
    topic_name: 'FREESPIN_PROMOTION',
    data: {
      grant_id: 4,
      spins: 10,
      amount_per_round: '1.00',
      expire_date: '2026-12-03T06:00:00.000Z',
      game: PlayableFreeSpinGame.parse({ ...game, game_list_id: game.id }),
    },
  });

const echo = async () => ({ Component: (await import('../testing/echo-page')).EchoPage });
const gameLibrary: SiteRoutes = { 'play-game': [{ path: 'games/:id', lazy: echo }] };

/** The header's main navigation (the bar's; the menu repeats it below 1024 px). */
const mainNav = async () =>
  (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0] as HTMLElement;

describe('the rewards in the shell', () => {
  it(
    'links the rewards for a member whose points show, and the link opens the shop',
    { timeout: 20_000 },
    async () => {
      server.use(...siteHandlers({ loggedIn: true }), ...shopHandlers());
      const user = userEvent.setup();
      const { router } = await renderSite('/en', [rewardsSiteRoutes]);

      const link = await within(await mainNav()).findByRole('link', { name: 'Rewards' });
      expect(link).toHaveAttribute('href', '/en/reward');
      await user.click(link);

      expect(await screen.findByRole('heading', { name: 'Rewards', level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/en/reward');
      const summary = await screen.findByRole('region', { name: 'Your points' });
      expect(await within(summary).findByText('1,250 points')).toBeInTheDocument();
    },
  );

  it('hides the link from a member whose points are hidden, and the guard sends them home from the shop', async () => {
    server.use(...siteHandlers({ loggedIn: true, pointDisplay: false }));
    const { router } = await renderSite('/en/reward/lucky-box', [rewardsSiteRoutes]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: 'Home' });
    expect(within(nav).queryByRole('link', { name: 'Rewards' })).toBeNull();
  });

  it('shows a visitor no rewards link (the pages are the member’s)', async () => {
    server.use(...siteHandlers());
    await renderSite('/en', [rewardsSiteRoutes]);
    await screen.findByRole('heading', { name: 'Welcome to Test Casino' });
    expect(within(await mainNav()).queryByRole('link', { name: 'Rewards' })).toBeNull();
  });

  it('lists the redeem history and the total points in the account navigation', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    await renderSite('/en/setting', [rewardsSiteRoutes]);

    const side = await screen.findByTestId('setting-side-column');
    const links = within(side).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Redeem history', '/en/setting/redeemhistory'],
      ['Total points', '/en/setting/totalpoints'],
    ]);
  });

  it('alerts FREESPIN_PROMOTION with the spins and their expiry; "Play now" opens an iframe game’s play page', async () => {
    const sockets: { send: (data: string) => void }[] = [];
    server.use(
      ws.link('*/gapi/mb/ws').addEventListener('connection', ({ client }) => sockets.push(client)),
      ...playerHandlers(),
    );
    const user = userEvent.setup();
    const { router } = await renderSite('/en', [rewardsSiteRoutes, gameLibrary]);
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => sockets[0]?.send(freeSpinsOn(jadeFortune)));

    const alert = await screen.findByText(
      /^Free spins received: 10\. Play them by \d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2}\.$/,
    );
    // A success goes to the polite region, and stays until played or dismissed.
    expect(alert.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/games/${jadeFortune.id}`));
    expect(screen.queryByText(/^Free spins received/)).toBeNull();
  });

  it('"Play now" opens a tab provider’s game in a window through game-live, at once', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never);
    const sockets: { send: (data: string) => void }[] = [];
    const launches: unknown[] = [];
    server.use(
      ws.link('*/gapi/mb/ws').addEventListener('connection', ({ client }) => sockets.push(client)),
      mockEndpoint(gamesApi.enterGame, ({ body }) => {
        launches.push(body);
        return {
          url: 'https://tables.example/play?game=3',
          html: null,
          use_iframe: false,
          is_demo: false,
          expires_at: '2026-12-01T06:10:00.000Z',
        };
      }),
      ...playerHandlers(),
    );
    const user = userEvent.setup();
    const { router } = await renderSite('/en', [rewardsSiteRoutes, gameLibrary]);
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => sockets[0]?.send(freeSpinsOn(roulette)));
    await user.click(await screen.findByRole('button', { name: 'Play now' }));

    // Opened inside the click, so no popup blocker stops it; the site stays where it was.
    expect(open).toHaveBeenCalledWith('', 'casino-game', expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.href).toBe('https://tables.example/play?game=3'));
    expect(launches).toEqual([{ game_list_id: roulette.id, languageCode: 'en' }]);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('marks the member’s reward queries stale on POINT', async () => {
    const sockets: { send: (data: string) => void }[] = [];
    server.use(
      ws.link('*/gapi/mb/ws').addEventListener('connection', ({ client }) => sockets.push(client)),
      ...siteHandlers({ loggedIn: true }),
    );
    const { context } = await renderSite('/en', [rewardsSiteRoutes]);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const [root] = rewardsLiveQueryKeys;
    const totals = [...root, 'points', 'totals'];
    context.queryClient.setQueryData(totals, {});

    act(() => sockets[0]?.send(JSON.stringify({ topic_name: 'POINT', data: {} })));
    await waitFor(() => expect(context.queryClient.getQueryState(totals)?.isInvalidated).toBe(true));
  });
});
