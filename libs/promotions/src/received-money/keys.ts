/** Query keys of the received money history (no runtime imports: the shell's first-load `live.ts` reads them). */
export const receivedMoneyKeys = {
  all: ['received-money'] as const,
  history: (filter: Record<string, unknown>) => [...receivedMoneyKeys.all, 'history', filter] as const,
};

/** Read again each time the member socket opens (events sent while none listened are not replayed). */
export const receivedMoneyLiveQueryKeys = [receivedMoneyKeys.all] as const;
