import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi } from '@casino/contracts';
import { activeSteps, challenge, verification } from '../testing/fixtures';
import { profileHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { ProfileSteps } from './profile-steps';

const server = setupMswServer();

async function sendPhoneCode(user: ReturnType<typeof userEvent.setup>) {
  const phone = await screen.findByRole('region', { name: 'Phone' });
  await user.click(within(phone).getByRole('button', { name: 'Send OTP' }));
  return phone;
}

describe('step 1: OTP verification', () => {
  it('sends a code, shows "OTP sent", the reference, the expiry and the resend countdown', async () => {
    const sent: unknown[] = [];
    server.use(
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, ({ body }) => {
        sent.push(body);
        return challenge();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    expect(await within(phone).findByRole('status')).toHaveTextContent('OTP sent');
    expect(within(phone).getByText('Reference code: ABC123')).toBeInTheDocument();
    expect(within(phone).getByText('OTP sent to 08******78')).toBeInTheDocument();
    expect(within(phone).getByText(/Resend in (59|60) s/)).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(within(phone).getByText('Expires in')).toBeInTheDocument();
    expect(sent).toEqual([{ type_verified: 'sms', language_id: 1 }]);
  });

  it('offers resend at once when the delay is over', async () => {
    server.use(
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, () => challenge({ otpResendAfter: 0 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    expect(await within(phone).findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('shows an expired code as "OTP expired"', async () => {
    server.use(
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, () =>
        challenge({ expiresOtpSms: new Date(Date.now() - 1000).toISOString() }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    expect(await within(phone).findByText('OTP expired')).toBeInTheDocument();
  });

  it.each([
    ['OTP_INCORRECT', 'Wrong OTP, please enter again'],
    ['OTP_EXPIRED', 'OTP expired, please request a new one'],
    ['DATA_NOT_FOUND', 'The OTP is incorrect, please try again'],
  ] as const)('shows %s as its message', async (reason, text) => {
    server.use(
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, () => challenge()),
      mockEndpoint(otpApi.memberOtpVerified, () => errorReply({ code: 400, reason, message: 'x' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    await user.type(await within(phone).findByRole('textbox', { name: /OTP code/ }), '123456');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(await within(phone).findByText(text)).toBeInTheDocument();
  });

  it('asks for six digits before calling the server', async () => {
    server.use(
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, () => challenge()),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    await user.type(await within(phone).findByRole('textbox', { name: /OTP code/ }), '12a3');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(await within(phone).findByText('Enter the 6-digit code')).toBeInTheDocument();
  });

  it('verifies the phone with the reference code and shows the flag from the new state', async () => {
    let status = verification();
    const checked: unknown[] = [];
    server.use(
      mockEndpoint(otpApi.otpStatusFind, () => ({ total: 1, limit: 10, skip: 0, data: [status] })),
      mockEndpoint(memberApi.activeStepFind, () => ({
        total: 3,
        limit: 10,
        skip: 0,
        data: activeSteps(status.verify_state),
      })),
      ...profileHandlers(),
      mockEndpoint(otpApi.memberOtpRequest, () => challenge()),
      mockEndpoint(otpApi.memberOtpVerified, ({ body }) => {
        checked.push(body);
        status = verification({ phone_verified: true, verify_state: 2 });
        return {
          verified: true as const,
          type_verified: 'sms' as const,
          verifyToken: 't',
          verifyTokenExpiresAt: new Date().toISOString(),
          message: 'OTP verified',
        };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const phone = await sendPhoneCode(user);
    expect(within(phone).getByText('Not verified')).toBeInTheDocument();
    await user.type(await within(phone).findByRole('textbox', { name: /OTP code/ }), '123456');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(phone).getByText('Verified')).toBeInTheDocument());
    expect(checked).toEqual([{ otpReferenceCode: 'ABC123', otp: '123456', language_id: 1 }]);
    // Step 2 opens, but the member stays on step 1 to verify the email too.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Email' })).toBeInTheDocument();
  });

  it('sends the email code to the address typed', async () => {
    const sent: unknown[] = [];
    server.use(
      ...profileHandlers({ status: verification({ phone_verified: true, verify_state: 2 }) }),
      mockEndpoint(otpApi.memberOtpRequest, ({ body }) => {
        sent.push(body);
        return challenge({ type_verified: 'email', to: 'so***@example.com' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await user.click(await screen.findByRole('button', { name: /1\. Verify phone and email/ }));
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.type(within(email).getByLabelText('Email address'), 'somchai@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send OTP' }));
    expect(await within(email).findByText('OTP sent to so***@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ type_verified: 'email', email: 'somchai@example.com', language_id: 1 }]);
  });
});
