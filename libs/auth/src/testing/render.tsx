import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { accessTokenAtom } from '../session';

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  const store = createStore();
  const client = createApiClient({ getToken: () => store.get(accessTokenAtom) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{ui}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, store, client, queryClient };
}
