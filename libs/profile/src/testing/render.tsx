import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@casino/ui-kit';
import { buildLanguage, mockEndpoint } from '@casino/api-client/testing';
import { renderWithTestProviders } from '@casino/api-client/testing/vitest';
import { memberApi, otpApi, profileApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser, GlobalConfig, VerificationStatus } from '@casino/contracts';
import { testI18n } from './i18n';
import { activeSteps, banks, globalConfig, list, newMember, verification } from './fixtures';

export { setupMswServer } from '@casino/api-client/testing/vitest';

/** A logged-in member, the verification state, the steps it opens, and step 2's lists. */
export function profileHandlers(
  options: { user?: AuthenticatedUser; status?: VerificationStatus; config?: Partial<GlobalConfig> } = {},
) {
  const status = options.status ?? verification();
  return [
    mockEndpoint(memberApi.profileFind, () => list([options.user ?? newMember])),
    mockEndpoint(publicApi.languageFind, () => list([buildLanguage()])),
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
/** Renders inside the shell's providers, its toasts included, at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/en/setting/profile') {
  return renderWithTestProviders(
    <ToastProvider dismissLabel="Dismiss notification" regionLabel="Notifications">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ToastProvider>,
    { i18n: testI18n },
  );
}
