import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { securityHandlers } from './handlers';

/** Renders at the security page's address inside the shell's providers. */
export function renderPage(ui: ReactElement) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={['/en/setting/security']}>
      <Routes>
        <Route path="/:lang/setting/security" element={ui} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
