import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BusinessTimeZoneProvider } from '@casino/i18n';
import { createApiClient } from '../client';
import type { ApiClientOptions } from '../client';
import { ApiClientProvider } from '../react';

type JotaiStore = ReturnType<typeof createStore>;

export interface TestProvidersOptions {
  /** The library's test instance, with its namespaces loaded so components render synchronously. */
  i18n: I18n;
  /** The api client's options, which may read the test's store (the session token, say). */
  apiClientOptions?: (store: JotaiStore) => ApiClientOptions;
  /** The brand's business time zone; Bangkok (UTC+7) unless a test needs another. */
  timeZone?: string;
}

/** The default brand's business time zone, which the tests' dates are written in. */
export const TEST_TIME_ZONE = 'Asia/Bangkok';

/**
 * Renders `ui` inside the providers the shell sets up (i18n, the business time zone, a fresh jotai store,
 * a query client that does not retry, an api client on the page's origin for msw to answer). A library
 * wraps `ui` in its own router before calling this.
 */
export function renderWithTestProviders(
  ui: ReactElement,
  { i18n, apiClientOptions, timeZone = TEST_TIME_ZONE }: TestProvidersOptions,
) {
  const store = createStore();
  const client = createApiClient(apiClientOptions?.(store));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <BusinessTimeZoneProvider timeZone={timeZone}>{ui}</BusinessTimeZoneProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, client, queryClient };
}
