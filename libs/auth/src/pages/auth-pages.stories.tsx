import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { StoryProviders } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import { authStoryHandlers } from '../testing/handlers';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/**
 * The visitor's pages against MSW (replies checked against the contracts): log in (password `wrong` is
 * refused), register (SMS code 000000 is refused), forgot password, and change password.
 */
const meta = {
  title: 'auth/Pages',
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path={(parameters['path'] as string | undefined) ?? '/en/login'} pattern="/:lang/*">
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

export const Login: Story = { render: () => <LoginPage /> };

/** The brand's phone registration: the fields of its options (country, currency, password rules). */
export const Register: Story = { render: () => <RegisterPage />, parameters: { path: '/en/register' } };

/** A referral link's code, prefilled. */
export const RegisterWithReferral: Story = {
  render: () => <RegisterPage />,
  parameters: { path: '/en/register?ref_code=JADE2026' },
};

/** register_type 'phone_otp': the valid form asks for an SMS code in a dialog before registering. */
export const RegisterWithSmsCode: Story = {
  render: () => <RegisterPage />,
  parameters: { path: '/en/register', msw: { handlers: authStoryHandlers({ registerType: 'phone_otp' }) } },
};

/** The registration options are on their way. */
export const RegisterLoading: Story = {
  render: () => <RegisterPage />,
  parameters: {
    path: '/en/register',
    msw: {
      handlers: [
        http.get(`*${publicApi.customFunctionFind.basePath}`, async () => {
          await delay('infinite');
        }),
        ...authStoryHandlers(),
      ],
    },
  },
};

/** Username, then the SMS code, then the new password. */
export const ForgotPassword: Story = {
  render: () => <ForgotPasswordPage />,
  parameters: { path: '/en/forgot-password' },
};

export const ChangePassword: Story = {
  render: () => <ChangePasswordPage />,
  parameters: {
    path: '/en/setting/changePassword',
    msw: { handlers: authStoryHandlers({ loggedIn: true }) },
  },
};

/** A visitor is asked to log in first, in place. */
export const ChangePasswordVisitor: Story = {
  render: () => <ChangePasswordPage />,
  parameters: { path: '/en/setting/changePassword' },
};
