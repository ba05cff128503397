/**
 * Query keys of this library, in one place so refreshes and invalidations never retype them. No runtime
 * imports: the shell's `live.ts` entry point reads them.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  /** The shop's tabs and the public catalogue (free-spin offers, exchange rates): not the member's. */
  catalogue: () => [...rewardsKeys.all, 'catalogue'] as const,
  types: (languageId: number | null) => [...rewardsKeys.catalogue(), 'types', languageId] as const,
  exchangeRates: (currencyId: number) => [...rewardsKeys.catalogue(), 'exchange', currencyId] as const,
  freeSpinProviders: (currencyId: number) =>
    [...rewardsKeys.catalogue(), 'free-spin-providers', currencyId] as const,
  freeSpinOffers: (currencyId: number, providerId: number | null, languageId: number | null) =>
    [...rewardsKeys.catalogue(), 'free-spin-offers', currencyId, providerId, languageId] as const,
  /** Everything of the member: what a redemption, a socket message or the socket opening refreshes. */
  member: () => [...rewardsKeys.all, 'member'] as const,
  /** The member's points: the totals and their movements. */
  points: () => [...rewardsKeys.member(), 'points'] as const,
  pointTotals: () => [...rewardsKeys.points(), 'totals'] as const,
  pointMovements: (filter: Record<string, unknown>) =>
    [...rewardsKeys.points(), 'movements', filter] as const,
  /** The shop's items of the member's currency (stock changes with every redemption). */
  items: (languageId: number | null) => [...rewardsKeys.member(), 'items', languageId] as const,
  seed: () => [...rewardsKeys.member(), 'seed'] as const,
  /** The redeem history: every page and filter of it. */
  histories: () => [...rewardsKeys.member(), 'history'] as const,
  history: (filter: Record<string, unknown>) => [...rewardsKeys.histories(), filter] as const,
  freeSpins: (languageId: number | null) => [...rewardsKeys.member(), 'free-spins', languageId] as const,
};

/** Read again each time the member socket opens (events sent while none listened are not replayed). */
export const rewardsLiveQueryKeys = [rewardsKeys.member()] as const;
