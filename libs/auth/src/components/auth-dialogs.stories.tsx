import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@casino/api-client';
import { StoryProviders } from '@casino/api-client/testing';
import { authStoryHandlers, smsChallenge } from '../testing/handlers';
import { OtpStep } from './forgot-password/otp-step';
import { ResetStep } from './forgot-password/reset-step';
import { sentOtp } from './otp-code-form';
import { LoginFailedDialog, useFailureExplainer } from './login-failed-dialog';
import { LoginModal } from './login-modal';
import { RegisterOtpDialog } from './register-otp-dialog';

const invalidLogin = new ApiRequestError({
  code: 401,
  message: 'Invalid login',
  reason: 'INVALID_CREDENTIALS',
  errors: [],
  headers: {},
  CorrelationID: 'story',
});

/** The failure dialog with the dialog texts it loads (locale, then Thai, then English). */
function LoginFailed() {
  const explain = useFailureExplainer();
  return <LoginFailedDialog error={invalidLogin} explain={explain} onClose={() => undefined} />;
}

/**
 * The visitor's dialogs and steps against MSW: the login modal (password `wrong` is refused), the login
 * failure, the registration's SMS code (000000 is refused) and the forgot-password code and new password.
 */
const meta = {
  title: 'auth/Dialogs',
  decorators: [
    (Story) => (
      <StoryProviders path="/en" pattern="/:lang/*">
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: authStoryHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginModalOpen: Story = { render: () => <LoginModal open onClose={() => undefined} /> };

export const LoginFailure: Story = { render: () => <LoginFailed /> };

/** register_type 'phone_otp': the code sent to the phone, with its reference and the resend timer. */
export const RegisterSmsCode: Story = {
  render: () => (
    <RegisterOtpDialog
      phone={{ phone: '0812345678', country_code: 'TH' }}
      languageId={1}
      onVerified={() => undefined}
      onCancel={() => undefined}
    />
  ),
};

/** Forgot password, step 2: the code sent to the member's phone. */
export const ForgotPasswordCode: Story = {
  render: () => (
    <OtpStep
      username="0812345678"
      sent={sentOtp(smsChallenge())}
      languageId={1}
      onResent={() => undefined}
      onVerified={() => undefined}
    />
  ),
};

/** Forgot password, step 3: the new password twice, with the language's rules. */
export const ForgotPasswordReset: Story = {
  render: () => <ResetStep verifyToken="story-verified" onReset={() => undefined} />,
};
