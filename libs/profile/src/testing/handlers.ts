import { buildLanguage, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, profileApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser, GlobalConfig, VerificationStatus } from '@casino/contracts';
import { activeSteps, banks, globalConfig, list, newMember, verification } from './fixtures';

/** A logged-in member, the verification state, the steps it opens, and step 2's lists; for tests and stories. */
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
