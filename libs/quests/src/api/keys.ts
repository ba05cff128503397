/**
 * Query keys of this library, in one place so refreshes and invalidations never retype them. No runtime
 * imports: the shell's `live.ts` entry point reads them.
 */
export const questsKeys = {
  all: ['quests'] as const,
  memberLevels: () => [...questsKeys.all, 'member-level'] as const,
  /** A visitor's currency: the site's default (general config). */
  siteCurrency: () => [...questsKeys.memberLevels(), 'site-currency'] as const,
  levels: (currencyId: number, languageId: number | null) =>
    [...questsKeys.memberLevels(), 'levels', currencyId, languageId] as const,
  standing: (languageId: number | null) => [...questsKeys.memberLevels(), 'standing', languageId] as const,
  /** Everything of the quests themselves: what a join, a claim, a check-in or a socket message refreshes. */
  quests: () => [...questsKeys.all, 'quest'] as const,
  /** The board: the member's quests, or a currency's public ones for a visitor. */
  board: (audience: 'member' | number, languageId: number | null) =>
    [...questsKeys.quests(), 'board', audience, languageId] as const,
  detail: (id: number, audience: 'member' | number, languageId: number | null) =>
    [...questsKeys.quests(), 'detail', id, audience, languageId] as const,
  checkIn: (languageId: number | null) => [...questsKeys.quests(), 'check-in', languageId] as const,
  /** What the quest badge counts. */
  notification: () => [...questsKeys.quests(), 'notification'] as const,
  history: (filter: Record<string, unknown>) => [...questsKeys.quests(), 'history', filter] as const,
  claims: (filter: Record<string, unknown>) => [...questsKeys.quests(), 'claims', filter] as const,
  /**
   * Where a quest counts (its categories, providers and games): outside `quests()`, since joins, claims
   * and progress do not change it.
   */
  questGames: (questId: number, part: 'categories' | 'providers' | 'games') =>
    [...questsKeys.all, 'quest-games', questId, part] as const,
  /** A game as the lobby's catalogue lists it (how it launches). */
  catalogueGame: (gameId: number) => [...questsKeys.all, 'catalogue-game', gameId] as const,
};

/** Read again each time the member socket opens (events sent while none listened are not replayed). */
export const questLiveQueryKeys = [questsKeys.quests()] as const;
