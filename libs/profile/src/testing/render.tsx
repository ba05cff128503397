import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider, createApiClient } from '@casino/api-client';
import { mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, profileApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser, GlobalConfig, VerificationStatus } from '@casino/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { testI18n } from './i18n';
import { activeSteps, banks, globalConfig, list, newMember, verification } from './fixtures';

export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A logged-in member, the verification state, the steps it opens, and step 2's lists. */
export function profileHandlers(
  options: { user?: AuthenticatedUser; status?: VerificationStatus; config?: Partial<GlobalConfig> } = {},
) {
  const status = options.status ?? verification();
  return [
    mockEndpoint(memberApi.profileFind, () => list([options.user ?? newMember])),
    mockEndpoint(publicApi.languageFind, () =>
      list([
        { id: 1, code: 'en', name: 'English', native_name: 'English', is_default: true, is_member: true },
      ]),
    ),
    mockEndpoint(otpApi.otpStatusFind, () => list([status])),
    mockEndpoint(memberApi.activeStepFind, () => list(activeSteps(status.verify_state))),
    mockEndpoint(publicApi.globalConfigFind, () => list([{ ...globalConfig, ...options.config }])),
    mockEndpoint(publicApi.bankFind, () => list(banks)),
    mockEndpoint(publicApi.securityQuestionFind, () =>
      list([{ id: 1, language_id: 1, question: "What was your first pet's name?" }]),
    ),
    mockEndpoint(publicApi.registerChannelFind, () => list([{ id: 2, language_id: 1, name: 'Facebook' }])),
    mockEndpoint(profileApi.securityQuestionGet, () => list([])),
    mockEndpoint(publicApi.contactChannelFind, () =>
      list([
        {
          id: 1,
          contact_code_name: 'livechat',
          name: 'Live chat',
          contact_link: 'https://chat.example',
          is_default: true,
        },
      ]),
    ),
  ];
}

/** Renders with the providers the shell sets up, against msw handlers on the page's origin. */
export function renderWithProviders(ui: ReactElement, path = '/en/setting/profile') {
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
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return { ...view, store, client, queryClient };
}
