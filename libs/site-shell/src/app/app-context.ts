import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createApiClient } from '@casino/api-client';
import { accessTokenAtom, hasSessionHint } from '@casino/auth';

export interface AppContextOptions {
  baseUrl?: string;
  /** The brand's web_name: the API's readable `{web_name}.session` hint cookie says a session may exist. */
  webName: string;
  /**
   * Whether a session may exist. By default: a token from this page's login, or the API's
   * `{web_name}.session` hint cookie; a visitor with neither asks no member endpoint who they are.
   */
  mayHaveSession?: () => boolean;
  /** The replies the server wrote into the page for its first reads (api-client's `readFirstReplies`). */
  firstReplies?: Map<string, unknown>;
}

/** The singletons of one running site: created once at start (and once per test). */
export function createAppContext({ mayHaveSession, webName, ...options }: AppContextOptions) {
  const store = createStore();
  const client = createApiClient({
    ...options,
    getToken: () => store.get(accessTokenAtom),
    mayHaveSession: mayHaveSession ?? (() => store.get(accessTokenAtom) !== null || hasSessionHint(webName)),
  });
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
