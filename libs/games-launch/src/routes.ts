import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

const gamesPage = {
  path: 'games' as const,
  lazy: (async () => ({ Component: (await import('./pages/games-page')).GamesPage })) satisfies Lazy,
};

const providerSelectPage = {
  path: 'providerselect' as const,
  lazy: (async () => ({
    Component: (await import('./pages/provider-select-page')).ProviderSelectPage,
  })) satisfies Lazy,
};

const playGamePage = {
  path: 'games/:id' as const,
  lazy: (async () => ({ Component: (await import('./pages/play-game-page')).PlayGamePage })) satisfies Lazy,
};

const totalBetPage = {
  path: 'totalbet' as const,
  nav: 'totalBet' as const,
  lazy: (async () => ({ Component: (await import('./pages/total-bet-page')).TotalBetPage })) satisfies Lazy,
};

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`): the games and providerselect
 * pages, the play-game page, and the total bet / bet history setting page; each a lazily loaded chunk.
 */
export const gamesSiteRoutes = {
  default: [gamesPage, providerSelectPage],
  'play-game': [playGamePage],
  setting: [totalBetPage],
};
