/** Query keys of this library, in one place so mutations invalidate without retyping them. */
export const cashboxKeys = {
  all: ['cashbox'] as const,
  paymentTypes: () => [...cashboxKeys.all, 'payment-types'] as const,
  receivingAccounts: (paymentTypeId: number) => [...cashboxKeys.all, 'accounts', paymentTypeId] as const,
  cryptoCurrencies: (paymentTypeId: number) => [...cashboxKeys.all, 'crypto', paymentTypeId] as const,
  depositPromotions: (languageId: number) => [...cashboxKeys.all, 'deposit-promotions', languageId] as const,
  pendingDeposit: () => [...cashboxKeys.all, 'pending-deposit'] as const,
  feeQuote: (paymentTypeId: number, amount: string) =>
    [...cashboxKeys.all, 'fee', paymentTypeId, amount] as const,
  withdrawalConfig: () => [...cashboxKeys.all, 'withdrawal-config'] as const,
  withdrawalStatus: (reference: string) => [...cashboxKeys.all, 'withdrawal-status', reference] as const,
  minimumTransfer: () => [...cashboxKeys.all, 'minimum-transfer'] as const,
  history: (kind: string, query: unknown) => [...cashboxKeys.all, 'history', kind, query] as const,
  histories: () => [...cashboxKeys.all, 'history'] as const,
};
