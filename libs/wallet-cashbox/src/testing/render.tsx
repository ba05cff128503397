import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { mockEndpoint } from '@casino/api-client/testing';
import { memberApi, depositApi, withdrawalApi, walletTransferApi } from '@casino/contracts';
import type { Wallet } from '@casino/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { testI18n } from './i18n';
import { list, member, paymentTypes, receivingAccount, wallet, withdrawalConfig } from './fixtures';

export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A logged-in member with a wallet, the deposit catalogue, no pending deposit, and the limits. */
export function memberHandlers(walletData: () => Wallet = () => wallet) {
  return [
    mockEndpoint(memberApi.profileFind, () => list([member])),
    mockEndpoint(memberApi.walletFind, () => list([walletData()])),
    mockEndpoint(depositApi.paymentTypeFind, () => list(paymentTypes)),
    mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
    mockEndpoint(depositApi.checkPendingDepositFind, () => ({ has_pending: false, deposit: null })),
    mockEndpoint(withdrawalApi.configWithdrawalFind, () => withdrawalConfig),
    mockEndpoint(walletTransferApi.minimumTransferFind, () => ({
      currency_id: 1,
      min_amount: '50.00',
      cashback: wallet.cashback,
      rebate: wallet.rebate,
      affiliate: wallet.affiliate,
    })),
  ];
}

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  const store = createStore();
  const client = createApiClient();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter>{ui}</MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, client, queryClient };
}
