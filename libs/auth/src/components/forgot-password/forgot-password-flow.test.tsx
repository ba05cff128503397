import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { otpApi, passwordApi } from '@casino/contracts';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { renderWithProviders, setupMswServer } from '../../testing/render';

const server = setupMswServer();

const challenge = {
  username: '0812345678',
  phone: '08******78',
  type_verified: 'sms' as const,
  otpReferenceCode: 'ABCD',
  otpResendAfter: 60,
  expiresOtpSms: '2026-11-21T10:10:00.000Z',
  otpRepeatTime: 5,
  message: 'OTP sent',
};

async function sendUsername(username: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return user;
}

describe('ForgotPasswordFlow', () => {
  it('requires the username', async () => {
    renderWithProviders(<ForgotPasswordFlow languageId={1} />);

    await sendUsername('');

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it("shows the server's refusal on the username", async () => {
    server.use(
      mockEndpoint(passwordApi.forgotPassword, () =>
        errorReply({
          code: 429,
          reason: 'RATE_LIMITED',
          message: 'Too many requests, please try again later',
        }),
      ),
    );
    renderWithProviders(<ForgotPasswordFlow languageId={1} />);

    await sendUsername('0899999999');

    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'Too many attempts, try again later',
      ),
    );
  });

  it('sends the code by SMS, checks it, and sets the new password with the verify token', async () => {
    const sent: Record<string, unknown> = {};
    server.use(
      mockEndpoint(passwordApi.forgotPassword, ({ body }) => {
        sent['forgot'] = body;
        return challenge;
      }),
      mockEndpoint(otpApi.publicOtpVerified, ({ body }) => {
        sent['verify'] = body;
        return {
          verified: true as const,
          type_verified: 'sms' as const,
          verifyToken: 'token-1',
          verifyTokenExpiresAt: '2026-11-21T10:20:00.000Z',
          message: 'Verified',
        };
      }),
      mockEndpoint(passwordApi.resetPassword, ({ body }) => {
        sent['reset'] = body;
        return { reset: true as const };
      }),
    );
    renderWithProviders(<ForgotPasswordFlow languageId={1} />);

    const user = await sendUsername('0812345678');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('OTP sent to 08******78');
    expect(status).toHaveTextContent('Reference code: ABCD');
    expect(screen.getByText(/^Resend in (59|60) s$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await user.type(screen.getByLabelText('OTP code'), '12a3456');
    expect(screen.getByLabelText('OTP code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('New password'), 'Fresh123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Your password has been reset. You can now log in with it.'),
    ).toBeVisible();
    expect(sent).toEqual({
      forgot: { username: '0812345678', typeVerified: 'sms', language_id: 1 },
      verify: { otpReferenceCode: 'ABCD', otp: '123456', language_id: 1 },
      reset: { verifyToken: 'token-1', password: 'Fresh123', confirm_password: 'Fresh123' },
    });
  });

  it('asks for six digits and shows a wrong code in the page language', async () => {
    server.use(
      mockEndpoint(passwordApi.forgotPassword, () => ({ ...challenge, otpResendAfter: 0 })),
      mockEndpoint(otpApi.publicOtpVerified, () =>
        errorReply({ code: 400, reason: 'OTP_INCORRECT', message: 'OTP incorrect (server text)' }),
      ),
    );
    renderWithProviders(<ForgotPasswordFlow languageId={1} />);

    const user = await sendUsername('0812345678');
    const otp = await screen.findByLabelText('OTP code');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await user.type(otp, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(otp).toHaveAccessibleDescription('6 digits Enter the 6-digit code'));
    expect(otp).toHaveFocus();
    await user.type(otp, '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(otp).toHaveAccessibleDescription('6 digits Wrong OTP, please enter again'));
    expect(otp).toHaveFocus();
  });

  it('sends a new code on resend, with its own reference, and says why a resend was refused', async () => {
    let sends = 0;
    server.use(
      mockEndpoint(passwordApi.forgotPassword, () => {
        sends += 1;
        if (sends === 3) {
          return errorReply({ code: 429, reason: 'RATE_LIMITED', message: 'Too many requests' });
        }
        return { ...challenge, otpResendAfter: 0, otpReferenceCode: `REF${sends}` };
      }),
    );
    renderWithProviders(<ForgotPasswordFlow languageId={1} />);

    const user = await sendUsername('0812345678');
    expect(await screen.findByText('Reference code: REF1')).toBeVisible();
    await user.type(screen.getByLabelText('OTP code'), '12');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Reference code: REF2')).toBeVisible();
    expect(screen.getByLabelText('OTP code')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    expect(screen.getByText('Reference code: REF2')).toBeVisible();
  });
});
