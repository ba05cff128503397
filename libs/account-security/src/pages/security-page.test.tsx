import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecurityPage } from './security-page';
import { SECRET, recoveryCodes } from '../testing/fixtures';
import { renderPage, securityHandlers, setupMswServer } from '../testing/render';

const server = setupMswServer();

describe('SecurityPage', () => {
  it('enables two-factor: QR and key, a wrong code refused, then the recovery codes once', async () => {
    server.use(...securityHandlers());
    const user = userEvent.setup();
    renderPage(<SecurityPage />);

    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(SECRET.replace(/(.{4})(?=.)/g, '$1 '));

    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The authentication code is incorrect or was already used',
    );

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10')).toBeVisible();
  });

  it('turns two-factor off with the password and a code; a wrong password shows on its field', async () => {
    server.use(...securityHandlers({ enabled: true }));
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    const form = await screen.findByRole('form', { name: 'Turn off two-factor authentication' });
    await user.type(within(form).getByLabelText('Password'), 'Wrong123');
    await user.type(within(form).getByLabelText('Code from the app or recovery code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is now off.')).toBeVisible();
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
  });

  it('lists sessions with this device marked, and signs out the others after confirming', async () => {
    server.use(...securityHandlers());
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(sessions).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).not.toHaveTextContent('Last active');
    expect(rows[1]).toHaveTextContent(/Last active \d\d\/11\/2026/);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out Safari on iOS' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('1 sessions signed out.')).toBeVisible();
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows the login history with failures and the current session', async () => {
    server.use(...securityHandlers());
    renderPage(<SecurityPage />);
    const table = await screen.findByRole('table', { name: 'Login history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Successful');
    expect(rows[0]).toHaveTextContent('This session');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('Unknown device');
  });

  it('says when there is no history yet', async () => {
    server.use(...securityHandlers({ history: [] }));
    renderPage(<SecurityPage />);
    expect(await screen.findByText('No logins yet.')).toBeVisible();
  });
});
