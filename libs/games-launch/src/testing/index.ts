import { mockEndpoint } from '@casino/api-client/testing';
import { gamesApi, otpApi } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import { games as fixtureGames, list, providers, tags, verificationStatus } from './fixtures';

export { games, providers, tags } from './fixtures';

/**
 * MSW handlers for what the lobby reads, for an app's tests that render a page with `<GameLobby/>`:
 * the tags, the providers, the catalogue (the fixtures unless `games` is given), empty favourites and
 * played history, and a complete profile's verification state.
 */
export function gamesLobbyHandlers({ games = fixtureGames }: { games?: GameListItem[] } = {}) {
  return [
    mockEndpoint(gamesApi.tagFind, () => list(tags.slice(0, 8))),
    mockEndpoint(gamesApi.providerFind, () => list(providers)),
    mockEndpoint(gamesApi.gameListFind, () => list(games)),
    mockEndpoint(gamesApi.favoriteFind, () => list([])),
    mockEndpoint(gamesApi.lastPlayedFind, () => list([])),
    mockEndpoint(otpApi.otpStatusFind, () => list([verificationStatus()])),
  ];
}
