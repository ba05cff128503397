/** Query keys of the coupon pages (no runtime imports: the shell's first-load `live.ts` reads them). */
export const couponKeys = {
  all: ['coupon'] as const,
  /** The member's standing: the redemption under verification and the newest one. */
  state: (languageId: number) => [...couponKeys.all, 'state', languageId] as const,
  history: (filter: Record<string, unknown>) => [...couponKeys.all, 'history', filter] as const,
};

/** Read again each time the member socket opens (events sent while none listened are not replayed). */
export const couponLiveQueryKeys = [couponKeys.all] as const;
