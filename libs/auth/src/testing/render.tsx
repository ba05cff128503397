import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { accessTokenAtom } from '../session';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** Shows where the app navigated to, so tests can assert redirects. */
function CurrentPath() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders with the providers the shell sets up, the api client sending the session's token, inside a
 * router at `path` (default `/en`), against msw handlers on the page's origin. The session probe asks
 * the handlers unless `mayHaveSession` says no session can exist.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/en', mayHaveSession }: { path?: string; mayHaveSession?: () => boolean } = {},
) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
    {
      i18n: testI18n,
      apiClientOptions: (store) => ({
        getToken: () => store.get(accessTokenAtom),
        ...(mayHaveSession ? { mayHaveSession } : {}),
      }),
    },
  );
}
