import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { authResult, emptyWallet, english, list, member } from '../testing/fixtures';
import { mockRegistrationOptions } from '../testing/registration-mocks';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

function anonymous() {
  server.use(
    mockEndpoint(memberApi.profileFind, () =>
      errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' }),
    ),
  );
}

describe('auth pages', () => {
  it('register: prefills ?ref_code=, registers, logs in and goes home', async () => {
    mockRegistrationOptions(server);
    server.use(
      mockEndpoint(publicApi.languageFind, ({ query }) => list(query['code'] === 'en' ? [english] : [])),
      mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: true })),
      mockEndpoint(publicApi.register, () => member),
      mockEndpoint(publicApi.login, () => authResult('jwt-1')),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    );
    renderWithProviders(<RegisterPage />, { path: '/en/register?ref_code=REF11' });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('REF11');
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.click(screen.getByLabelText('I am 18 or over and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
  });

  it('login: logs in and goes home; a member already logged in goes home at once', async () => {
    anonymous();
    server.use(
      mockEndpoint(publicApi.login, () => authResult('jwt-1')),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    );
    renderWithProviders(<LoginPage />, { path: '/th/login' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username or phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/th$/));
  });

  it('change password: asks an anonymous visitor to log in first', async () => {
    anonymous();
    renderWithProviders(<ChangePasswordPage />, { path: '/en/setting/changePassword' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('change password: shows the form to a member', async () => {
    server.use(mockEndpoint(memberApi.profileFind, () => list([member])));
    renderWithProviders(<ChangePasswordPage />, { path: '/en/setting/changePassword' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('forgot password: starts with the username and links back to log in', async () => {
    server.use(mockEndpoint(publicApi.languageFind, () => list([english])));
    renderWithProviders(<ForgotPasswordPage />, { path: '/en/forgot-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/en/login');
  });
});
