import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { LoginForm } from './login-form';
import { accessTokenAtom } from '../session';
import { profileQueryOptions } from '../api/profile';
import { authResult, emptyWallet, list, member } from '../testing/fixtures';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username or phone number'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm', () => {
  it('requires both fields before calling the server, and focuses the first', async () => {
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('', '');

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    const username = screen.getByLabelText('Username or phone number');
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This field is required');
  });

  it('logs in with the local strategy, keeps the token, caches the member and loads the wallet', async () => {
    let sent: unknown;
    const walletRead = vi.fn();
    server.use(
      mockEndpoint(publicApi.login, ({ body }) => {
        sent = body;
        return authResult('jwt-1');
      }),
      mockEndpoint(memberApi.walletFind, () => {
        walletRead();
        return list([emptyWallet]);
      }),
    );
    const onLoggedIn = vi.fn();
    const { store, queryClient, client } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    queryClient.setQueryData(['auth', 'wallet'], null);

    await fillAndSubmit('0812345678', 'Secret12');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({ strategy: 'local', username: '0812345678', password: 'Secret12' });
    expect(store.get(accessTokenAtom)).toBe('jwt-1');
    expect(queryClient.getQueryData(profileQueryOptions(client).queryKey)).toEqual(member);
    expect(queryClient.getQueryState(['auth', 'wallet'])?.isInvalidated).toBe(true);
  });

  it('shows the failure dialog with the localized message and OK, without a failed-call event', async () => {
    server.use(
      mockEndpoint(publicApi.login, () =>
        errorReply({
          code: 401,
          reason: 'INVALID_CREDENTIALS',
          message: 'Username or password is incorrect',
        }),
      ),
    );
    const { client } = renderWithProviders(<LoginForm />);
    const reported = vi.fn();
    client.on('error', reported);
    client.on('unauthorized', reported);

    const user = await fillAndSubmit('0812345678', 'Wrong123');

    // The dialog waits for its texts (the locale and Thai), loaded when the form first shows.
    const dialog = await screen.findByRole('alertdialog', { name: 'Login failed' });
    expect(dialog).toHaveAccessibleDescription('Username or password is incorrect');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reported).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message when the server answers 429', async () => {
    server.use(
      mockEndpoint(publicApi.login, () =>
        errorReply({ code: 429, reason: 'RATE_LIMITED', message: 'Too many login attempts' }),
      ),
    );
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('0812345678', 'Secret12');

    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      'Too many attempts, try again later',
    );
  });

  it('links to register and forgot password in the page language', async () => {
    const onLeave = vi.fn();
    renderWithProviders(<LoginForm onLeave={onLeave} />, { path: '/th/login' });

    expect(await screen.findByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/th/register');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/th/forgot-password');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
