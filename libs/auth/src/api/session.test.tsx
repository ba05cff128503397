import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { useSession } from './profile';
import { useWallet } from './wallet';
import { useLogout } from './logout';
import { emptyWallet, list, member } from '../testing/fixtures';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

function SessionProbe() {
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const logout = useLogout();
  if (session.isPending) return <p>pending</p>;
  if (!session.user) return <p>anonymous</p>;
  return (
    <div>
      <p>member {session.user.username}</p>
      <p>balance {wallet.data?.balance ?? '…'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        leave
      </button>
    </div>
  );
}

describe('session hooks', () => {
  it('treats a 401 profile as an anonymous visitor, without an unauthorized event', async () => {
    server.use(
      mockEndpoint(memberApi.profileFind, () =>
        errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' }),
      ),
    );
    const { client } = renderWithProviders(<SessionProbe />);
    const unauthorized = vi.fn();
    client.on('unauthorized', unauthorized);

    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('loads the member and wallet from the cookie session, and forgets them on logout', async () => {
    let loggedOut = false;
    server.use(
      mockEndpoint(memberApi.profileFind, () =>
        loggedOut
          ? errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' })
          : list([member]),
      ),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
      mockEndpoint(publicApi.logout, () => {
        loggedOut = true;
        return { loggedOut: true } as const;
      }),
    );
    renderWithProviders(<SessionProbe />);

    expect(await screen.findByText('member 0812345678')).toBeInTheDocument();
    expect(await screen.findByText('balance 0.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'leave' }));

    expect(await screen.findByText('anonymous')).toBeInTheDocument();
  });
});
