import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OtpChallenge, OtpVerified } from '@casino/contracts';
import '../i18n';
import { OtpEntry } from './otp-entry';

// The answers the API gives, without a network: any six digits verify.
const challenge: OtpChallenge = {
  type_verified: 'sms',
  to: '08******78',
  otpReferenceCode: 'KQ7P',
  otpResendAfter: 60,
  expiresOtpSms: '5',
  otpRepeatTime: 3,
  message: 'OTP sent',
};
const verified: OtpVerified = {
  verified: true,
  type_verified: 'sms',
  verifyToken: 'story-token',
  verifyTokenExpiresAt: '2026-12-31T00:00:00.000Z',
  message: 'Verified',
};

const meta = {
  title: 'profile/OtpEntry',
  component: OtpEntry,
  args: {
    label: 'Phone',
    verified: false,
    request: async () => challenge,
    verify: async () => verified,
    onVerified: () => undefined,
  },
} satisfies Meta<typeof OtpEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified yet: send a code, then type it (any six digits verify here). */
export const NotVerified: Story = {};

/** Already verified: the badge, no code to send. */
export const Verified: Story = { args: { verified: true } };
