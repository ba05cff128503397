import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { buildCompleteMember, list, mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { memberApi, publicApi } from '@casino/contracts';
import { cashbackApi } from '@casino/contracts/promotions';
import type { Wallet } from '@casino/contracts';
import type {
  CashbackKind,
  CashbackMember,
  CashbackPayout,
  CashbackTransaction,
} from '@casino/contracts/promotions';
import { testI18n } from './i18n';
import { english } from '../../testing/fixtures';
import { articles, cashbackMember, cashbackTransaction, payout, wallet } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

const ENDPOINTS = {
  cashback: {
    member: cashbackApi.cashbackMemberFind,
    transaction: cashbackApi.cashbackTransactionFind,
    history: cashbackApi.cashbackHistoryFind,
    articles: cashbackApi.cashbackArticlesFind,
  },
  rebate: {
    member: cashbackApi.rebateMemberFind,
    transaction: cashbackApi.rebateTransactionFind,
    history: cashbackApi.rebateHistoryFind,
    articles: cashbackApi.rebateArticlesFind,
  },
} as const;

export interface CashbackState {
  member?: () => CashbackMember;
  transaction?: () => CashbackTransaction;
  history?: () => CashbackPayout[];
  wallet?: () => Wallet;
}

/** What a visitor reads too: the language id and the page's articles. */
export function publicHandlers(kind: CashbackKind) {
  return [
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(ENDPOINTS[kind].articles, () => ({ data: articles(kind) })),
  ];
}

/** A logged-in member with a wallet and this kind's standing, balance and history. */
export function memberHandlers(kind: CashbackKind, state: CashbackState = {}) {
  const endpoints = ENDPOINTS[kind];
  return [
    ...publicHandlers(kind),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([(state.wallet ?? (() => wallet))()])),
    mockEndpoint(endpoints.member, () =>
      (state.member ?? (() => cashbackMember({ kind, active_bonus: kind })))(),
    ),
    mockEndpoint(endpoints.transaction, () => (state.transaction ?? (() => cashbackTransaction({ kind })))()),
    mockEndpoint(endpoints.history, () => {
      const data = (state.history ?? (() => [payout(kind)]))();
      return { total: data.length, limit: 20, skip: 0, data };
    }),
  ];
}

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  return renderWithTestProviders(<MemoryRouter>{ui}</MemoryRouter>, { i18n: testI18n });
}
