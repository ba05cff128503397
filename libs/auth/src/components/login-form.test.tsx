import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import { LoginForm } from './login-form';
import { accessTokenAtom } from '../session';
import { profileQueryOptions } from '../api/profile';
import { member } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw';
import { renderWithProviders } from '../testing/render';

const server = setupMswServer();

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username or phone number'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('requires both fields before calling the server', async () => {
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('', '');

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('logs in with the local strategy, keeps the token and caches the member', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(publicApi.login, ({ body }) => {
        sent = body;
        return {
          accessToken: 'jwt-1',
          authentication: { strategy: 'local' as const, expiresAt: '2026-12-21T00:00:00.000Z' },
          user: member,
        };
      }),
    );
    const onLoggedIn = vi.fn();
    const { store, queryClient, client } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await fillAndSubmit('0812345678', 'Secret12');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({ strategy: 'local', username: '0812345678', password: 'Secret12' });
    expect(store.get(accessTokenAtom)).toBe('jwt-1');
    expect(queryClient.getQueryData(profileQueryOptions(client).queryKey)).toEqual(member);
  });

  it('shows the server message for wrong credentials without reporting an error event', async () => {
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

    await fillAndSubmit('0812345678', 'Wrong123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    expect(reported).not.toHaveBeenCalled();
  });
});
