import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { memoHandlers } from './handlers';

/** Renders at `path` inside the shell's providers, with the memo pages' route shapes. */
export function renderAt(ui: ReactElement, path: string, pattern = '/:lang/setting/personal-message/*') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* As on the site: the list's own route comes before the detail's optional id. */}
        {pattern === '/:lang/setting/personal-message' ? null : (
          <Route path="/:lang/setting/personal-message" element={<p>message list</p>} />
        )}
        <Route path={pattern} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
