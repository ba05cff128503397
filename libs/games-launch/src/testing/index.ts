import { buildLanguage, mockEndpoint } from '@casino/api-client/testing';
import { gamesApi, otpApi, publicApi } from '@casino/contracts';
import { systemBannerFind } from '@casino/contracts/banner';
import { promotionApi } from '@casino/contracts/promotions';
import type { GameListItem } from '@casino/contracts';
import type { SystemBanner } from '@casino/contracts/banner';
import {
  banners as fixtureBanners,
  categories,
  games as fixtureGames,
  list,
  providers,
  tags,
  verificationStatus,
} from './fixtures';

export { banners, categories, games, providers, tags } from './fixtures';

/**
 * MSW handlers for what the lobby reads, for an app's tests that render a page with `<GameLobby/>`:
 * the tags, the providers, the catalogue (the fixtures unless `games` is given), empty favourites and
 * played history, and a complete profile's verification state; and for the home page's storefront, the
 * categories with no banner or promotion.
 */
export function gamesLobbyHandlers({ games = fixtureGames }: { games?: GameListItem[] } = {}) {
  return [
    mockEndpoint(gamesApi.tagFind, () => list(tags.slice(0, 8))),
    mockEndpoint(gamesApi.providerFind, () => list(providers)),
    mockEndpoint(gamesApi.gameListFind, () => list(games)),
    mockEndpoint(gamesApi.favoriteFind, () => list([])),
    mockEndpoint(gamesApi.lastPlayedFind, () => list([])),
    mockEndpoint(otpApi.otpStatusFind, () => list([verificationStatus()])),
    // The home page's storefront beside the lobby: the categories, and no banner or promotion running.
    mockEndpoint(gamesApi.gameCategoryFind, () => list(categories)),
    mockEndpoint(systemBannerFind, () => list([])),
    mockEndpoint(promotionApi.promotionInformationFind, () => list([])),
    mockEndpoint(promotionApi.memberPromotionInformationFind, () => list([])),
  ];
}

/**
 * MSW handlers for the home page's storefront over the fixtures: the language, the banners, the
 * categories, the providers and the catalogue filtered by tag (the rows).
 */
export function homeFrontHandlers({
  banners = fixtureBanners,
  games = fixtureGames,
}: { banners?: SystemBanner[]; games?: GameListItem[] } = {}) {
  return [
    mockEndpoint(publicApi.languageFind, () => list([buildLanguage()])),
    mockEndpoint(systemBannerFind, () => list(banners)),
    mockEndpoint(gamesApi.gameCategoryFind, () => list(categories)),
    mockEndpoint(gamesApi.providerFind, () => list(providers)),
    mockEndpoint(gamesApi.gameListFind, ({ query }) =>
      list(games.filter((game) => !query['tag'] || game.tags.includes(query['tag'] as never))),
    ),
  ];
}
