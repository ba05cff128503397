import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, publicApi } from '@casino/contracts';
import { RegisterPage } from './register-page';
import { authResult, emptyWallet, english, list, member } from '../testing/fixtures';
import { mockRegistrationOptions } from '../testing/registration-mocks';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

const challenge = {
  type_verified: 'sms' as const,
  to: '08******78',
  otpReferenceCode: 'REF777',
  otpResendAfter: 60,
  expiresOtpSms: new Date(Date.now() + 300_000).toISOString(),
  otpRepeatTime: 5,
  message: 'OTP sent',
};

/** register_type 'phone_otp', and what the OTP and register endpoints received. */
function phoneOtpBrand(verify: (otp: string) => Response | undefined = () => undefined) {
  const sent: { otpRequest?: unknown; otpVerify?: unknown; register?: unknown } = {};
  mockRegistrationOptions(server, {}, 'phone_otp');
  server.use(
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(otpApi.registerOtpRequest, ({ body }) => {
      sent.otpRequest = body;
      return challenge;
    }),
    mockEndpoint(otpApi.publicOtpVerified, ({ body }) => {
      sent.otpVerify = body;
      const failure = verify((body as { otp: string }).otp);
      return (
        failure ?? {
          verified: true as const,
          type_verified: 'sms' as const,
          verifyToken: 'token-9',
          verifyTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
          message: 'OTP verified',
        }
      );
    }),
    mockEndpoint(publicApi.register, ({ body }) => {
      sent.register = body;
      return member;
    }),
    mockEndpoint(publicApi.login, () => authResult('jwt-1')),
    mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
  );
  return sent;
}

async function submitForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Phone number'), '0812345678');
  await user.type(screen.getByLabelText('Password'), 'Secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
  await user.click(screen.getByLabelText('I am 18 or over and accept the terms and conditions'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return screen.findByRole('dialog', { name: 'Enter the OTP' });
}

describe("register with register_type 'phone_otp'", () => {
  it('sends an SMS code to the phone, verifies it and registers with the token', async () => {
    const sent = phoneOtpBrand();
    renderWithProviders(<RegisterPage />, { path: '/en/register' });
    const user = userEvent.setup();
    const dialog = await submitForm(user);

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('OTP sent to 08******78');
    expect(status).toHaveTextContent('Reference code: REF777');
    expect(within(dialog).getByRole('timer', { name: 'Expires in' })).toHaveTextContent(/^00:0[45]:\d\d$/);
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(sent.register).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(sent.otpRequest).toEqual({
      type_verified: 'sms',
      phone: '0812345678',
      country_code: 'TH',
      language_id: 1,
    });
    expect(sent.otpVerify).toEqual({ otpReferenceCode: 'REF777', otp: '123456', language_id: 1 });
    expect(sent.register).toMatchObject({ username: '0812345678', otp_verify_token: 'token-9' });
  });

  it('shows a wrong code and lets the member try again', async () => {
    const sent = phoneOtpBrand((otp) =>
      otp === '000000' ? errorReply({ code: 400, reason: 'OTP_INCORRECT', message: 'Wrong OTP' }) : undefined,
    );
    renderWithProviders(<RegisterPage />, { path: '/en/register' });
    const user = userEvent.setup();
    const dialog = await submitForm(user);
    const code = await within(dialog).findByRole('textbox', { name: 'OTP code' });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Wrong OTP, please enter again')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sent.register).toMatchObject({ otp_verify_token: 'token-9' }));
  });

  it('says why the code could not be sent, and sends it on request', async () => {
    const sent = phoneOtpBrand();
    let refuse = true;
    server.use(
      mockEndpoint(otpApi.registerOtpRequest, () =>
        refuse ? errorReply({ code: 429, reason: 'RATE_LIMITED', message: 'Too many requests' }) : challenge,
      ),
    );
    renderWithProviders(<RegisterPage />, { path: '/en/register' });
    const user = userEvent.setup();
    const dialog = await submitForm(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(dialog).findByText('Reference code: REF777')).toBeVisible();
    expect(sent.register).toBeUndefined();
  });

  it('closing the code dialog leaves the form as it was, with nothing registered', async () => {
    const sent = phoneOtpBrand();
    renderWithProviders(<RegisterPage />, { path: '/en/register' });
    const user = userEvent.setup();
    const dialog = await submitForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('0812345678');
    expect(sent.register).toBeUndefined();
  });
});
