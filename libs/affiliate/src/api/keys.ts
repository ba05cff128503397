/** Query keys of this library, in one place so refreshes and invalidations never retype them. */
export const affiliateKeys = {
  /** Everything of the member: what a join, a transfer or a new day's income refreshes. */
  all: ['affiliate'] as const,
  member: () => [...affiliateKeys.all, 'member'] as const,
  profile: () => [...affiliateKeys.all, 'profile'] as const,
  transaction: () => [...affiliateKeys.all, 'transaction'] as const,
  minimumTransfer: () => [...affiliateKeys.all, 'minimum-transfer'] as const,
  daily: (filter: Record<string, unknown>) => [...affiliateKeys.all, 'daily', filter] as const,
  received: (filter: Record<string, unknown>) => [...affiliateKeys.all, 'received', filter] as const,
  members: (filter: Record<string, unknown>) => [...affiliateKeys.all, 'members', filter] as const,
  statistics: (firstDay: string, lastDay: string) =>
    [...affiliateKeys.all, 'statistics', firstDay, lastDay] as const,
  /** Public texts, outside `all`: nothing the member does changes them. */
  articles: (languageId: number | undefined) => ['affiliate-articles', languageId] as const,
};
