/** Query keys of this library, in one place so mutations invalidate without retyping them. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (query: unknown) => [...gamesKeys.all, 'list', query] as const,
  lists: () => [...gamesKeys.all, 'list'] as const,
  game: (id: number) => [...gamesKeys.all, 'game', id] as const,
  tags: () => [...gamesKeys.all, 'tags'] as const,
  providers: (categoryId: number | undefined) => [...gamesKeys.all, 'providers', categoryId] as const,
  categories: () => [...gamesKeys.all, 'categories'] as const,
  favorites: () => [...gamesKeys.all, 'favorites'] as const,
  lastPlayed: () => [...gamesKeys.all, 'last-played'] as const,
  bets: (query: unknown) => [...gamesKeys.all, 'bets', query] as const,
  betSummary: (query: unknown) => [...gamesKeys.all, 'bet-summary', query] as const,
  totalBet: (query: unknown) => [...gamesKeys.all, 'total-bet', query] as const,
  launchSettings: (lang: string) => [...gamesKeys.all, 'launch-settings', lang] as const,
  banners: (languageId: number) => [...gamesKeys.all, 'banners', languageId] as const,
};

/**
 * The member's data here that may change while the member socket is closed (rounds played, an API
 * restart): the shell reads these again whenever the socket (re)opens.
 */
export const gamesLiveQueryKeys = [
  [...gamesKeys.all, 'bets'],
  [...gamesKeys.all, 'bet-summary'],
  [...gamesKeys.all, 'total-bet'],
  gamesKeys.lastPlayed(),
] as const;
