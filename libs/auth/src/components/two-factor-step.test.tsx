import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { accountSecurityApi, memberApi, publicApi } from '@casino/contracts';
import { LoginForm } from './login-form';
import { accessTokenAtom } from '../session';
import { authResult, emptyWallet, list } from '../testing/fixtures';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();
const CHALLENGE = {
  two_factor_required: true as const,
  challenge: 'challenge-1',
  expires_at: '2030-01-01T00:00:00Z',
};

async function passPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or phone number'), '0812345678');
  await user.type(screen.getByLabelText('Password'), 'Secret12');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm with two-factor', () => {
  it('asks the code after the password, keeps no token until the code opens the session', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(publicApi.login, () => CHALLENGE),
      mockEndpoint(accountSecurityApi.loginTwoFactor, ({ body }) => {
        sent = body;
        return authResult('jwt-2fa');
      }),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    );
    const onLoggedIn = vi.fn();
    const { store } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    const user = await passPassword();

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(store.get(accessTokenAtom)).toBeNull();
    await user.type(code, '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(store.get(accessTokenAtom)).toBe('jwt-2fa');
  });

  it('takes a recovery code instead, and explains a wrong one in the failure dialog', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(publicApi.login, () => CHALLENGE),
      mockEndpoint(accountSecurityApi.loginTwoFactor, ({ body }) => {
        sent = body;
        return errorReply({ code: 401, reason: 'TWO_FACTOR_CODE_INCORRECT', message: 'wrong' });
      }),
    );
    renderWithProviders(<LoginForm />);
    const user = await passPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The authentication code is incorrect or was already used')).toBeVisible();
    expect(sent).toEqual({ challenge: 'challenge-1', code: 'ABCDE-FGHJK' });
  });

  it('goes back to the password when the challenge expired', async () => {
    server.use(
      mockEndpoint(publicApi.login, () => CHALLENGE),
      mockEndpoint(accountSecurityApi.loginTwoFactor, () =>
        errorReply({ code: 401, reason: 'TWO_FACTOR_CHALLENGE_EXPIRED', message: 'expired' }),
      ),
    );
    renderWithProviders(<LoginForm />);
    const user = await passPassword();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The login timed out, please log in again')).toBeVisible();
    expect(screen.getByLabelText('Username or phone number')).toBeInTheDocument();
  });
});
