import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { testI18n } from './i18n';

export { setupMswServer } from '@casino/api-client/testing/vitest';
export { memberHandlers } from './handlers';

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement) {
  return renderWithTestProviders(<MemoryRouter>{ui}</MemoryRouter>, { i18n: testI18n });
}
