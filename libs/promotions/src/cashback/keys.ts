import type { CashbackKind } from '@casino/contracts/promotions';

/** Query keys of the cashback and rebate pages. */
export const cashbackKeys = {
  all: ['cashback'] as const,
  member: (kind: CashbackKind) => [...cashbackKeys.all, kind, 'member'] as const,
  transaction: (kind: CashbackKind) => [...cashbackKeys.all, kind, 'transaction'] as const,
  history: (kind: CashbackKind) => [...cashbackKeys.all, kind, 'history'] as const,
  /** Public texts, outside `all`: a payout does not change them. */
  articles: (kind: CashbackKind, languageId: number | undefined) =>
    ['cashback-articles', kind, languageId] as const,
};

/** Read again each time the member socket opens (events sent while none listened are not replayed). */
export const cashbackLiveQueryKeys = [cashbackKeys.all] as const;
