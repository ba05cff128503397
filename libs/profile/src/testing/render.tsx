import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@casino/ui-kit';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { profileHandlers } from './handlers';

/** Renders inside the shell's providers, its toasts included, at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/en/setting/profile') {
  return renderWithTestProviders(
    <ToastProvider dismissLabel="Dismiss notification" regionLabel="Notifications">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ToastProvider>,
    { i18n: testI18n },
  );
}
