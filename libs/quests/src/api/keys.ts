/** Query keys of this library, in one place so refreshes and invalidations never retype them. */
export const questsKeys = {
  all: ['quests'] as const,
  memberLevels: () => [...questsKeys.all, 'member-level'] as const,
  /** A visitor's currency: the site's default (general config). */
  siteCurrency: () => [...questsKeys.memberLevels(), 'site-currency'] as const,
  levels: (currencyId: number, languageId: number | null) =>
    [...questsKeys.memberLevels(), 'levels', currencyId, languageId] as const,
  standing: (languageId: number | null) => [...questsKeys.memberLevels(), 'standing', languageId] as const,
};
