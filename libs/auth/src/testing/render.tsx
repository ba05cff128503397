import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { accessTokenAtom } from '../session';
import { testI18n } from './i18n';

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  const store = createStore();
  const client = createApiClient({ getToken: () => store.get(accessTokenAtom) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>{ui}</ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, client, queryClient };
}
