import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createApiClient } from '@casino/api-client';
import { accessTokenAtom } from '@casino/auth';

/** The singletons of one running site: created once at start (and once per test). */
export function createAppContext(options: { baseUrl?: string } = {}) {
  const store = createStore();
  const client = createApiClient({ ...options, getToken: () => store.get(accessTokenAtom) });
  const queryClient = new QueryClient({
    defaultOptions: {
      // The client already reported the failure; retrying would report it again.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return { store, client, queryClient };
}

export type AppContext = ReturnType<typeof createAppContext>;
