import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { createI18n } from '@casino/i18n';
import '../i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** English, bundled, so components render synchronously in tests. */
export const testI18n = await createI18n({
  language: 'en',
  namespaces: ['common', 'engagement', 'errors', 'validation'],
});

/** Where the router is now, for tests that follow a link. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` at `path` (any route), with the providers the shell sets up. */
export function renderAt(ui: ReactElement, path: string) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
