import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@casino/api-client';
import { OtpCodeForm } from './otp-code-form';

const wrongCode = () =>
  new ApiRequestError({
    code: 400,
    message: 'OTP incorrect',
    reason: 'OTP_INCORRECT',
    errors: [],
    headers: {},
    CorrelationID: 'story',
  });

const meta = {
  title: 'auth/OtpCodeForm',
  component: OtpCodeForm,
  args: {
    label: 'Enter the OTP',
    sent: {
      to: '08******78',
      otpReferenceCode: 'REF777',
      resendAt: Date.now() + 60_000,
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    },
    // 000000 is refused as a wrong code; any other six digits pass.
    verify: (otp: string) =>
      new Promise((resolve, reject) =>
        setTimeout(() => (otp === '000000' ? reject(wrongCode()) : resolve(otp)), 600),
      ),
    resend: () => new Promise((resolve) => setTimeout(resolve, 600)),
  },
} satisfies Meta<typeof OtpCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingToResend: Story = {};

export const ResendOpen: Story = {
  render: (args) => <OtpCodeForm {...args} sent={{ ...args.sent, resendAt: Date.now() }} />,
};

export const CodeExpired: Story = {
  render: (args) => (
    <OtpCodeForm
      {...args}
      sent={{ ...args.sent, resendAt: Date.now(), expiresAt: new Date(Date.now() - 1000).toISOString() }}
    />
  ),
};
