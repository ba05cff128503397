import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { delay, http } from 'msw';
import { useEffect } from 'react';
import { StoryProviders, buildCompleteMember, mockEndpoint } from '@casino/api-client/testing';
import { otpApi } from '@casino/contracts';
import { ToastProvider } from '@casino/ui-kit';
import { profileIncompletePromptAtom, profileUpdateModalAtom } from '../completeness';
import { ProfileModalHost } from '../completeness-modals';
import { challenge, verification } from '../testing/fixtures';
import { profileHandlers } from '../testing/handlers';
import '../i18n';
import { ProfilePage } from './profile-page';

/** Every story's member can ask for codes; 000000 is refused, any other six digits verify. */
const otpHandlers = [
  mockEndpoint(otpApi.memberOtpRequest, ({ body }) =>
    challenge({ type_verified: (body as { type_verified?: 'sms' | 'email' }).type_verified ?? 'sms' }),
  ),
  mockEndpoint(otpApi.memberOtpVerified, () => ({
    verified: true as const,
    type_verified: 'sms' as const,
    verifyToken: 'story-verified',
    verifyTokenExpiresAt: new Date(Date.now() + 300_000).toISOString(),
    message: 'OTP verified',
  })),
];

const handlers = (options: Parameters<typeof profileHandlers>[0] = {}) => [
  ...otpHandlers,
  ...profileHandlers(options),
];

/** Opens the shell's profile prompt or update modal, as the cashbox or a game launch does. */
function OpenModal({ which }: { which: 'prompt' | 'update' }) {
  const prompt = useSetAtom(profileIncompletePromptAtom);
  const update = useSetAtom(profileUpdateModalAtom);
  useEffect(() => (which === 'prompt' ? prompt(true) : update(true)), [which, prompt, update]);
  return <ProfileModalHost />;
}

/**
 * `/{lang}/setting/profile` against MSW (replies checked against the contracts): verify the phone and
 * email, then personal and payout details, then the free-credit contact; and the shell's profile modals.
 */
const meta = {
  title: 'profile/ProfilePage',
  decorators: [
    (Story) => (
      <ToastProvider dismissLabel="Dismiss notification" regionLabel="Notifications">
        <StoryProviders path="/en/setting/profile">
          <div style={{ maxWidth: 768 }}>
            <Story />
          </div>
        </StoryProviders>
      </ToastProvider>
    ),
  ],
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: step 1, the phone and email to verify by code. */
export const VerifyContact: Story = { render: () => <ProfilePage /> };

/** The phone is verified: step 2, personal and payout details. */
export const Details: Story = {
  render: () => <ProfilePage />,
  parameters: {
    msw: {
      handlers: handlers({
        status: verification({
          phone_verified: true,
          otp_status: [
            { type_verified: 'sms', OTP_VERIFIED: true },
            { type_verified: 'email', OTP_VERIFIED: false },
          ],
          verify_state: 2,
        }),
      }),
    },
  },
};

/** Everything filled in: step 3, the contact channel for the free credit. */
export const Complete: Story = {
  render: () => <ProfilePage />,
  parameters: {
    msw: {
      handlers: handlers({
        user: buildCompleteMember(),
        status: verification({
          phone_verified: true,
          email: 'somchai@example.com',
          email_verified: true,
          otp_status: [
            { type_verified: 'sms', OTP_VERIFIED: true },
            { type_verified: 'email', OTP_VERIFIED: true },
          ],
          verify_state: 3,
        }),
      }),
    },
  },
};

/** The verification state is on its way. */
export const Loading: Story = {
  render: () => <ProfilePage />,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${otpApi.otpStatusFind.basePath}`, async () => {
          await delay('infinite');
        }),
        ...handlers(),
      ],
    },
  },
};

/** The warning a cashbox refusal or a game launch shows; its confirm opens the update modal. */
export const IncompletePrompt: Story = { render: () => <OpenModal which="prompt" /> };

/** The profile update modal: the page's three steps in a dialog. */
export const UpdateModal: Story = { render: () => <OpenModal which="update" /> };
