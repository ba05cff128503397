/** Query keys of this library, in one place so mutations invalidate without retyping them. */
export const promotionKeys = {
  all: ['promotions'] as const,
  currency: (loggedIn: boolean) => [...promotionKeys.all, 'currency', loggedIn] as const,
  categories: (languageId: number) => [...promotionKeys.all, 'categories', languageId] as const,
  list: (languageId: number, member: boolean, currencyId: number | null) =>
    [...promotionKeys.all, 'list', languageId, member, currencyId] as const,
  detail: (id: number, languageId: number) => [...promotionKeys.all, 'detail', id, languageId] as const,
  active: (languageId: number) => [...promotionKeys.all, 'active', languageId] as const,
  history: (languageId: number, skip: number) => [...promotionKeys.all, 'history', languageId, skip] as const,
};
