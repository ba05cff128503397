import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { selfExclusionHandlers } from './handlers';

/** Renders a page at `path` inside the shell's providers. */
export function renderAt(ui: ReactElement, path = '/en/setting/take-a-break') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:lang/setting/*" element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
