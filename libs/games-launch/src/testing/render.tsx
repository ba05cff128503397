import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildLanguage, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { memberApi, otpApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser } from '@casino/contracts';
import { testI18n } from './i18n';
import { customFunction, list, member, verificationStatus, wallet } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** Who is on the site: a member with a complete profile (verify state 3), or a visitor (401). */
export function sessionHandlers(
  user: AuthenticatedUser | null = member,
  verifyState: 1 | 2 | 3 = 3,
  shouldIframeRedirect = false,
) {
  return [
    mockEndpoint(memberApi.profileFind, () => (user ? list([user]) : notAuthenticated())),
    mockEndpoint(memberApi.walletFind, () => list([wallet])),
    mockEndpoint(otpApi.otpStatusFind, () => list([verificationStatus(verifyState)])),
    mockEndpoint(publicApi.languageFind, () => list([buildLanguage()])),
    mockEndpoint(publicApi.customFunctionFind, () => list([customFunction(shouldIframeRedirect)])),
  ];
}

/** Renders at `path` (route pattern `pattern`) with the providers the shell sets up. */
export function renderWithProviders(ui: ReactElement, { path = '/en', pattern = '/:lang' } = {}) {
  return renderWithTestProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
    { i18n: testI18n },
  );
}
