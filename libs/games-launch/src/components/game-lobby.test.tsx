import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import placeholderImage from '../assets/game-placeholder.svg';
import { games, list, providers, tags } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { GameLobby } from './game-lobby';

const server = setupMswServer();

/** The catalogue endpoint over the fixtures: search, provider, tag and name sort as the server does them. */
function catalogueHandlers(favorites = new Set<number>(), played: number[] = []) {
  const withFavorite = (game: GameListItem) => ({ ...game, is_favorite: favorites.has(game.id) });
  return [
    mockEndpoint(gamesApi.tagFind, ({ query }) => list(tags.slice(0, Number(query['$limit'])))),
    mockEndpoint(gamesApi.providerFind, () => list(providers)),
    mockEndpoint(gamesApi.gameListFind, ({ query }) => {
      const search = String(query['search'] ?? '').toLowerCase();
      const direction = (query['$sort'] as Record<string, string> | undefined)?.['name'] === '-1' ? -1 : 1;
      const found = games
        .filter((game) => game.name.toLowerCase().includes(search))
        .filter((game) => !query['provider_id'] || game.provider_id === Number(query['provider_id']))
        .filter((game) => !query['tag'] || game.tags.includes(query['tag'] as never))
        .sort((a, b) => direction * a.name.localeCompare(b.name))
        .map(withFavorite);
      return list(found);
    }),
    mockEndpoint(gamesApi.favoriteFind, () =>
      list(games.filter((game) => favorites.has(game.id)).map(withFavorite)),
    ),
    mockEndpoint(gamesApi.favoriteCreate, ({ body }) => {
      const id = (body as { game_list_id: number }).game_list_id;
      favorites.add(id);
      return { game_list_id: id, is_favorite: true };
    }),
    mockEndpoint(gamesApi.favoriteRemove, ({ id }) => {
      favorites.delete(Number(id));
      return { game_list_id: Number(id), is_favorite: false };
    }),
    mockEndpoint(gamesApi.lastPlayedFind, () =>
      list(
        played.map((id) => ({
          ...withFavorite(games.find((game) => game.id === id) as GameListItem),
          played_at: '2026-11-21T10:00:00Z',
        })),
      ),
    ),
  ];
}

/**
 * A tile's play button and its name. The name comes from the tile's content ("Play" for screen readers,
 * then the visible name and provider); jsdom's name computation drops the spaces between its parts, which
 * browsers keep, so the tests read the text instead.
 */
const cardNames = () =>
  screen.getAllByTestId('game-card').map((card) => within(card).getAllByRole('button')[0]?.textContent);
const playButton = async (game: string) => {
  const card = (await screen.findByText(game, { selector: 'button *' })).closest('li');
  if (!card) throw new Error(`no tile for ${game}`);
  const [button] = within(card).getAllByRole('button');
  if (!button) throw new Error(`no play button for ${game}`);
  return button;
};

describe('GameLobby', () => {
  it('lists the games A-Z with their provider, demo badge and the placeholder for a missing image', async () => {
    server.use(...sessionHandlers(null), ...catalogueHandlers());
    renderWithProviders(<GameLobby />);
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(4));
    expect(cardNames()).toEqual([
      'Play European Roulette Royal Tables',
      'Play Jade Fortune Jade Studio',
      'Play Punto Banco Baccarat Royal Tables',
      'Play Temple Ways Jade Studio',
    ]);
    // The accessible name holds the visible name and provider, together and in order (WCAG 2.5.3).
    const temple = await playButton('Temple Ways');
    expect(temple).toHaveTextContent('Play Temple Ways Jade Studio');
    expect(within(temple).getByText('Temple Ways')).toBeInTheDocument();
    expect(within(temple).getByText('Jade Studio')).toBeInTheDocument();
    expect(temple.querySelector('img')?.getAttribute('src')).toBe(placeholderImage);
    expect(screen.getAllByText('Demo', { selector: 'span *, span' }).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('button', { name: /Try Punto Banco Baccarat/ })).not.toBeInTheDocument();
  });

  it('searches after typing pauses, sorts Z-A and filters by provider', async () => {
    server.use(...sessionHandlers(null), ...catalogueHandlers());
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />);
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(4));

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'ro');
    await waitFor(() => expect(cardNames()).toEqual(['Play European Roulette Royal Tables']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'desc');
    await waitFor(() => expect(cardNames()[0]).toBe('Play Temple Ways Jade Studio'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'Royal Tables');
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Play Punto Banco Baccarat Royal Tables',
        'Play European Roulette Royal Tables',
      ]),
    );
  });

  it('shows at most eight tag tabs by order_no, keyboard-operable, each filtering the list', async () => {
    server.use(...sessionHandlers(null), ...catalogueHandlers());
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />);
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(8));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Cash drop',
      'Christmas games',
      'Demo',
      'Played history',
      'Jackpots',
      'Megaways',
      'New',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Megaways' }));
    await waitFor(() => expect(cardNames()).toEqual(['Play Temple Ways Jade Studio']));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks a visitor to log in for played history and on playing a game', async () => {
    server.use(...sessionHandlers(null), ...catalogueHandlers());
    const user = userEvent.setup();
    const { store } = renderWithProviders(<GameLobby />);
    await user.click(await screen.findByRole('tab', { name: 'Played history' }));
    expect(screen.getByText('Log in to see this list.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(await playButton('Jade Fortune'));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it('lets a member favourite a game and lists it under favourites', async () => {
    server.use(...sessionHandlers(), ...catalogueHandlers());
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />);
    await user.click(await screen.findByRole('button', { name: 'Add Jade Fortune to favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Jade Fortune from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(cardNames()).toEqual(['Play Jade Fortune Jade Studio']));
  });

  it("shows a member's played history from the last-played list", async () => {
    server.use(...sessionHandlers(), ...catalogueHandlers(new Set(), [3, 1]));
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />);
    await user.click(await screen.findByRole('tab', { name: 'Played history' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Play European Roulette Royal Tables', 'Play Jade Fortune Jade Studio']),
    );
  });

  it('opens an iframe game on the play page for a member with a complete profile', async () => {
    server.use(...sessionHandlers(), ...catalogueHandlers());
    const user = userEvent.setup();
    renderWithProviders(<GameLobby />, { path: '/en', pattern: '/:lang' });
    await user.click(await playButton('Jade Fortune'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
