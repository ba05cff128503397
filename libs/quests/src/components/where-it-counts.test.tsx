import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import { questApi } from '@casino/contracts/quests';
import type { Quest } from '@casino/contracts/quests';
import { bigSpender, buildQuest, list, lobbyGames, luckyStakes, toCatalogueGame } from '../testing/fixtures';
import {
  createQuestStore,
  questMemberHandlers,
  questVisitorHandlers,
  renderAt,
  setupMswServer,
} from '../testing/render';
import { WhereItCounts } from './where-it-counts';

const server = setupMswServer();

/** Where the router is now, to follow a launch to the play page. */
function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderWhere(quest: Quest) {
  return renderAt(
    <>
      <WhereItCounts quest={quest} />
      <LocationProbe />
    </>,
    '/en/quest/1',
  );
}

const region = () => screen.getByRole('region', { name: 'Where it counts' });

/** The names in the list under the level 3 heading `name` (a tile's: its game's). */
function namesUnder(name: string) {
  const list = within(region()).getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.querySelector('[data-tile-name]') ?? item).textContent);
}

describe('WhereItCounts', () => {
  it('lists the categories, providers and games a restricted quest counts on', async () => {
    server.use(...questMemberHandlers());
    renderWhere(bigSpender);

    const tile = await screen.findByRole('button', { name: 'Play Fortune Tiger' });
    expect(tile).toHaveTextContent(/^Play$/);
    expect(
      within(region()).getByText('Only rounds of the games below count towards this quest.'),
    ).toBeVisible();
    expect(within(region()).queryByText('Every game counts')).toBeNull();
    expect(
      within(region())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Game categories', 'Providers', 'Games']);
    expect(namesUnder('Game categories')).toEqual(['Slots']);
    expect(namesUnder('Providers')).toEqual(['PG Soft']);
    expect(namesUnder('Games')).toEqual(['Fortune Tiger']);
    expect(within(region()).getByRole('status')).toHaveTextContent('Showing 1 of 1 game');
    expect(within(region()).queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('says every game counts for a quest naming none, and shows the lobby 12 games at a time', async () => {
    const pages: Record<string, unknown>[] = [];
    const store = createQuestStore();
    server.use(
      mockEndpoint(questApi.questGameListFind, ({ query }) => {
        pages.push(query);
        const skip = Number(query['$skip']);
        const data = lobbyGames.slice(skip, skip + Number(query['$limit']));
        return { total: lobbyGames.length, limit: Number(query['$limit']), skip, data };
      }),
      ...questMemberHandlers(store),
    );
    const user = userEvent.setup();
    renderWhere(luckyStakes);

    const more = await screen.findByRole('button', { name: 'Show more games' });
    expect(within(region()).getByText('Every game counts')).toBeVisible();
    expect(region()).toHaveTextContent('a round of any game in the lobby counts');
    expect(namesUnder('Game categories')).toEqual(['Slots', 'Fishing', 'Table']);
    expect(namesUnder('Providers')).toEqual(['Jade Studio', 'Royal Tables', 'PG Soft']);
    expect(namesUnder('Games')).toHaveLength(12);
    expect(within(region()).getByRole('status')).toHaveTextContent('Showing 12 of 17 games');
    // A tile's picture is decoration (its name is beside it); a game without one shows its initial.
    const tiles = within(region())
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('button'));
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('src', 'https://provider.example/1.svg');
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('alt', '');
    expect(tiles[1]?.querySelector('img')).toBeNull();
    expect(tiles[1]).toHaveTextContent(/^TTemple WaysJade Studio/);

    await user.click(more);
    await waitFor(() => expect(namesUnder('Games')).toHaveLength(17));
    expect(pages.map((query) => [query['$skip'], query['$limit']])).toEqual([
      ['0', '12'],
      ['12', '12'],
    ]);
    expect(within(region()).getByRole('status')).toHaveTextContent('Showing 17 of 17 games');
    // Focus moves to the first game "Show more" brought in; the button is gone, everything is shown.
    expect(within(region()).getByText('Monsoon Gold')).toHaveFocus();
    expect(within(region()).queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('launches a game as the lobby does: the play page for a member', async () => {
    server.use(...questMemberHandlers());
    const user = userEvent.setup();
    renderWhere(luckyStakes);

    const play = await screen.findByRole('button', { name: 'Play Jade Fortune' });
    await waitFor(() => expect(play).toBeEnabled());
    await user.click(play);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/games/1'));
  });

  it('asks a visitor to log in to play', async () => {
    server.use(...questVisitorHandlers());
    const user = userEvent.setup();
    const { store } = renderWhere(luckyStakes);

    const play = await screen.findByRole('button', { name: 'Play Jade Fortune' });
    await waitFor(() => expect(play).toBeEnabled());
    await user.click(play);
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/quest/1');
  });

  it('says so when a game is not in the lobby’s catalogue to launch', async () => {
    server.use(
      mockEndpoint(gamesApi.gameListFind, () => list(lobbyGames.slice(0, 1).map(toCatalogueGame))),
      ...questMemberHandlers(),
    );
    renderWhere(luckyStakes);

    const play = await screen.findByRole('button', { name: 'Play Jade Fortune' });
    await waitFor(() => expect(play).toBeEnabled());
    const templeWays = within(region()).getByText('Temple Ways').closest('li');
    expect(
      await within(templeWays as HTMLElement).findByText('Not available to play right now'),
    ).toBeVisible();
    expect(within(templeWays as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('says no game counts when none the quest names is in the lobby', async () => {
    const quest = buildQuest({ id: 1, games: [{ id: 99, name: 'Retired Reels' }] });
    server.use(...questMemberHandlers(createQuestStore({ quests: [], publicQuests: [quest] })));
    renderWhere(quest);

    expect(await screen.findByText('No game counts right now')).toBeInTheDocument();
    expect(
      screen.getByText('None of the games this quest counts on is in the lobby at the moment.'),
    ).toBeInTheDocument();
    expect(within(region()).queryByRole('list')).toBeNull();
  });

  it('shows a failed load with the reason, and loads again on "Try again"', async () => {
    let fail = true;
    const store = createQuestStore();
    server.use(
      mockEndpoint(questApi.questGameProviderFind, () =>
        fail
          ? errorReply({ code: 404, reason: 'NOT_FOUND', message: 'Quest not found' })
          : { data: [{ id: 4, name: 'PG Soft' }] },
      ),
      ...questMemberHandlers(store),
    );
    const user = userEvent.setup();
    renderWhere(bigSpender);

    const alert = await within(region()).findByRole('alert');
    expect(alert).toHaveTextContent('The games where this quest counts could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play Fortune Tiger' })).toBeInTheDocument();
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('keeps the games shown when "Show more" fails, and says so', async () => {
    server.use(
      mockEndpoint(questApi.questGameListFind, ({ query }) =>
        query['$skip'] === '0'
          ? { total: lobbyGames.length, limit: 12, skip: 0, data: lobbyGames.slice(0, 12) }
          : errorReply({ code: 404, reason: 'NOT_FOUND', message: 'Quest not found' }),
      ),
      ...questMemberHandlers(),
    );
    const user = userEvent.setup();
    renderWhere(luckyStakes);

    await user.click(await screen.findByRole('button', { name: 'Show more games' }));
    expect(await within(region()).findByRole('alert')).toHaveTextContent('More games could not be loaded.');
    expect(namesUnder('Games')).toHaveLength(12);
    expect(within(region()).getByRole('button', { name: 'Show more games' })).toBeEnabled();
  });
});
