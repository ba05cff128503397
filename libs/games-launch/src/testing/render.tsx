import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser } from '@casino/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { testI18n } from './i18n';
import { customFunction, list, member, wallet } from './fixtures';

export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Who is on the site: a member with a complete profile (verify state 3), or a visitor (401). */
export function sessionHandlers(
  user: AuthenticatedUser | null = member,
  verifyState: 1 | 2 | 3 = 3,
  shouldIframeRedirect = false,
) {
  return [
    mockEndpoint(memberApi.profileFind, () =>
      user ? list([user]) : errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not logged in' }),
    ),
    mockEndpoint(memberApi.walletFind, () => list([wallet])),
    mockEndpoint(otpApi.otpStatusFind, () =>
      list([
        {
          phone: member.phone,
          email: null,
          phone_verified: true,
          email_verified: false,
          otp_status: [],
          verify_state: verifyState,
        },
      ]),
    ),
    mockEndpoint(publicApi.languageFind, () =>
      list([
        { id: 1, code: 'en', name: 'English', native_name: 'English', is_default: true, is_member: true },
      ]),
    ),
    mockEndpoint(publicApi.customFunctionFind, () => list([customFunction(shouldIframeRedirect)])),
  ];
}

/** Renders at `path` (route pattern `pattern`) with the providers the shell sets up. */
export function renderWithProviders(ui: ReactElement, { path = '/en', pattern = '/:lang' } = {}) {
  const store = createStore();
  const client = createApiClient();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={ui} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, queryClient };
}
