import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { createI18n } from '@casino/i18n';
import '../i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export {
  createQuestStore,
  memberHandlers,
  questMemberHandlers,
  questVisitorHandlers,
  referenceHandlers,
  visitorHandlers,
} from './handlers';
export type { QuestStore } from './handlers';

/** English, bundled, so components render synchronously in tests. */
export const testI18n = await createI18n({
  language: 'en',
  namespaces: ['common', 'quests', 'errors'],
});

/** Renders a page at `path` under the given route pattern, with the providers the shell sets up. */
export function renderAt(ui: ReactElement, path: string, pattern = '*') {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
