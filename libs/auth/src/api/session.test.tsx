import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { useSession } from './profile';
import { useWallet } from './wallet';
import { useLogout } from './logout';
import { hasSessionHint } from '../session';
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

describe('hasSessionHint', () => {
  it("reads the API's {web_name}.session cookie beside others, and only its own brand's", () => {
    expect(hasSessionHint('royalsiam', 'locale=th; royalsiam.session=1; other=x')).toBe(true);
    expect(hasSessionHint('royalsiam', 'royalsiam.session=1')).toBe(true);
    expect(hasSessionHint('royalsiam', 'locale=th')).toBe(false);
    expect(hasSessionHint('royalsiam', '')).toBe(false);
    expect(hasSessionHint('royalsiam', 'neonjungle.session=1')).toBe(false);
    expect(hasSessionHint('royalsiam', 'royalsiam.session=')).toBe(false);
  });
});

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

  it('asks nothing for a visitor the page knows has no session (no hint cookie, no token)', async () => {
    const asked = vi.fn();
    server.use(
      mockEndpoint(memberApi.profileFind, () => {
        asked();
        return list([member]);
      }),
    );
    renderWithProviders(<SessionProbe />, { mayHaveSession: () => false });

    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
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
