import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { createI18n } from '@casino/i18n';
import '../i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { affiliateMemberHandlers, affiliateVisitorHandlers, createAffiliateStore } from './handlers';
export type { AffiliateStore } from './handlers';

/** English, bundled, so components render synchronously in tests. */
export const testI18n = await createI18n({
  language: 'en',
  namespaces: ['common', 'affiliate', 'errors', 'validation'],
});

/** Where the router is now, for tests that follow a link or a redirect. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at `path` under the given route pattern, with the providers the shell sets up. */
export function renderAt(ui: ReactElement, path: string, pattern = '*') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
        {pattern === '*' ? null : <Route path="*" element={null} />}
      </Routes>
      <Location />
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
