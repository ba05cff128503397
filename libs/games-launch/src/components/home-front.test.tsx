import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrency, buildGeneralConfig, buildPromotion, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { publicApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import { homeFrontHandlers } from '../testing';
import { list, providers } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { HomeBanners, HomeShowcase } from './home-front';

const server = setupMswServer();

function visitorWithPromotions(count: number) {
  server.use(
    ...sessionHandlers(null),
    ...homeFrontHandlers(),
    mockEndpoint(publicApi.generalConfigFind, () => list([buildGeneralConfig()])),
    mockEndpoint(publicApi.currencyFind, () => list([buildCurrency()])),
    mockEndpoint(promotionApi.promotionInformationFind, () =>
      list(
        Array.from({ length: count }, (_, i) =>
          buildPromotion({ id: i + 1, code: `promo-${i + 1}`, title: `Promotion ${i + 1}` }),
        ),
      ),
    ),
  );
}

describe('HomeBanners', () => {
  it('reads the banners of the route language into the carousel', async () => {
    visitorWithPromotions(0);
    renderWithProviders(<HomeBanners />, { path: '/th' });
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'See promotions' })).toHaveAttribute(
      'href',
      '/th/promotions',
    );
  });
});

describe('HomeShowcase', () => {
  it('shows the categories with games, the providers, the tag rows with games and three promotions', async () => {
    visitorWithPromotions(5);
    renderWithProviders(<HomeShowcase />, { path: '/th' });

    const rail = await screen.findByRole('navigation', { name: 'Game categories' });
    const categoryLinks = within(rail).getAllByRole('link');
    // Fishing has no games: no tile.
    expect(categoryLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/th/games?category=slots',
      '/th/games?category=live-casino',
    ]);
    expect(categoryLinks[0]).toHaveTextContent('Slots');
    expect(categoryLinks[0]).toHaveTextContent('2 games');

    const strip = screen.getByRole('region', { name: 'Game providers' });
    expect(within(strip).getByRole('link', { name: 'All providers' })).toHaveAttribute(
      'href',
      '/th/providerselect',
    );
    expect(
      within(strip)
        .getAllByRole('link', { name: / games?$/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      // Named by what they show (WCAG 2.5.3): the logo's initials are decoration.
      providers.map((provider) => [
        `${provider.name
          .split(' ')
          .map((word) => word[0])
          .join('')}${provider.name}${provider.game_count} games`,
        `/th/games?provider=${provider.id}`,
      ]),
    );

    const popular = await screen.findByRole('region', { name: 'Popular' });
    const seeAll = within(popular).getByRole('link', { name: /^See all/ });
    expect(seeAll).toHaveAttribute('href', '/th/games?tag=popular');
    expect(seeAll).toHaveTextContent('See all Popular games');
    expect(within(popular).getAllByTestId('row-game')).toHaveLength(1);
    expect(within(popular).getByText('Jade Fortune').closest('a')).toHaveAttribute('href', '/th/games/1');
    const fresh = await screen.findByRole('region', { name: 'New' });
    expect(within(fresh).getByText('Temple Ways')).toBeInTheDocument();
    // No game has the jackpots tag: no row.
    expect(screen.queryByRole('region', { name: 'Jackpots' })).not.toBeInTheDocument();

    const teaser = await screen.findByRole('region', { name: 'Promotions' });
    const details = within(teaser).getAllByRole('link', { name: /^Details: / });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/th/promotions/1',
      '/th/promotions/2',
      '/th/promotions/3',
    ]);
    expect(within(teaser).getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/th/promotions',
    );
  });

  it('leaves out the promotions teaser when none is running', async () => {
    visitorWithPromotions(0);
    renderWithProviders(<HomeShowcase />);
    expect(await screen.findByRole('region', { name: 'Popular' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it("launches a row's game as the lobby does: a visitor is asked to log in, and stays on the page", async () => {
    visitorWithPromotions(0);
    const { store } = renderWithProviders(<HomeShowcase />, { path: '/th' });
    const popular = await screen.findByRole('region', { name: 'Popular' });
    await userEvent.setup().click(within(popular).getByText('Jade Fortune'));
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });
});
