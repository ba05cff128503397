import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { accessTokenAtom } from '../session';
import { testI18n } from './i18n';

/** Shows where the app navigated to, so tests can assert redirects. */
function CurrentPath() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders with the providers the shell sets up, inside a router at `path` (default `/en`), against
 * msw handlers on the page's origin.
 */
export function renderWithProviders(ui: ReactElement, { path = '/en' }: { path?: string } = {}) {
  const store = createStore();
  const client = createApiClient({ getToken: () => store.get(accessTokenAtom) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <CurrentPath />
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, client, queryClient };
}
