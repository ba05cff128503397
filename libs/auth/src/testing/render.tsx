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
 * router at `path` (default `/en`), against msw handlers on the page's origin.
 */
export function renderWithProviders(ui: ReactElement, { path = '/en' }: { path?: string } = {}) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
    { i18n: testI18n, apiClientOptions: (store) => ({ getToken: () => store.get(accessTokenAtom) }) },
  );
}
