import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesLobbyHandlers } from '../testing';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { GamesPage } from './games-page';
import { ProviderSelectPage } from './provider-select-page';

const server = setupMswServer();

describe('GamesPage', () => {
  it("lists the categories with games as links, the current one marked, under the category's name", async () => {
    server.use(...sessionHandlers(null), ...gamesLobbyHandlers());
    renderWithProviders(<GamesPage />, { path: '/th/games?category=live-casino', pattern: '/:lang/games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    // Fishing has no games: no link.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['All games', null],
      ['Slots', null],
      ['Live casino', 'page'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'href',
      '/th/games?category=slots',
    );
  });

  it("opens on a row's tag (See all) and on a provider, named in the heading", async () => {
    server.use(...sessionHandlers(null), ...gamesLobbyHandlers());
    const { unmount } = renderWithProviders(<GamesPage />, {
      path: '/en/games?tag=jackpots',
      pattern: '/:lang/games',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpots' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Jackpots' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWithProviders(<GamesPage />, { path: '/en/games?provider=2', pattern: '/:lang/games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Tables' })).toBeInTheDocument();
  });
});

describe('ProviderSelectPage', () => {
  it('shows each provider with games as a card with its game count, opening its games', async () => {
    server.use(...sessionHandlers(null), ...gamesLobbyHandlers());
    renderWithProviders(<ProviderSelectPage />, {
      path: '/th/providerselect',
      pattern: '/:lang/providerselect',
    });
    const cards = await screen.findByTestId('provider-cards');
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/th/games?provider=1', '/th/games?provider=2']);
    expect(within(cards).getAllByRole('link')[0]).toHaveTextContent('Jade Studio2 games');
  });
});
