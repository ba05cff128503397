import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { LoginModal } from './login-modal';
import { useLoginModal } from '../login-modal-state';
import { authResult, emptyWallet, list } from '../testing/fixtures';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

/** What a header or a game tile does: open the shared modal. */
function Opener() {
  const { open } = useLoginModal();
  return (
    <>
      <button type="button" onClick={open}>
        open login
      </button>
      <LoginModal />
    </>
  );
}

describe('LoginModal', () => {
  it('opens from anywhere through useLoginModal, logs in and closes', async () => {
    server.use(
      mockEndpoint(publicApi.login, () => authResult('jwt-modal')),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    );
    renderWithProviders(<Opener />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'open login' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(screen.getByLabelText('Username or phone number')).toHaveFocus();
    await user.type(screen.getByLabelText('Username or phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes on Escape and when the visitor follows the register link', async () => {
    renderWithProviders(<Opener />, { path: '/th' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'open login' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'open login' }));
    await user.click(screen.getByRole('link', { name: 'Register now' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/th/register');
  });
});
