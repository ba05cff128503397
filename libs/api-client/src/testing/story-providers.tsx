import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createApiClient } from '../client';
import { ApiClientProvider } from '../react';

/**
 * What the shell provides around a page, for stories (no test runner here): the jotai store, react-query
 * (no retries), the API client (answered by the story's MSW handlers) and a route at `path`. Storybook's
 * preview adds i18n and the brand's business time zone. With `pattern` the page reads its route parameters
 * from `path`.
 */
export function StoryProviders({
  path,
  pattern,
  children,
}: {
  path: string;
  pattern?: string;
  children: ReactNode;
}) {
  const [store] = useState(createStore);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [client] = useState(() => createApiClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            {pattern ? (
              <Routes>
                <Route path={pattern} element={children} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
