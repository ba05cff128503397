import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { passwordApi } from '@casino/contracts';
import { ChangePasswordForm } from './change-password-form';
import { accessTokenAtom } from '../session';
import { authResult } from '../testing/fixtures';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('requires the three fields and focuses the first', async () => {
    renderWithProviders(<ChangePasswordForm />);

    await fill('', '', '');

    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('applies the new-password rules of the language and the confirmation', async () => {
    renderWithProviders(<ChangePasswordForm />, { path: '/zh/setting/changePassword' });

    await fill('Old12345', 'Abc1234', 'Abc12345');

    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('replaces the session with the answered one and says so', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(passwordApi.changePassword, ({ body }) => {
        sent = body;
        return authResult('jwt-after-change');
      }),
    );
    const { store } = renderWithProviders(<ChangePasswordForm />);
    store.set(accessTokenAtom, 'jwt-before');

    await fill('Old12345', 'New12345', 'New12345');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(sent).toEqual({
      current_password: 'Old12345',
      password: 'New12345',
      confirm_password: 'New12345',
    });
    expect(store.get(accessTokenAtom)).toBe('jwt-after-change');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    server.use(
      mockEndpoint(passwordApi.changePassword, () =>
        errorReply({
          code: 400,
          reason: 'CURRENT_PASSWORD_INCORRECT',
          message: 'Current password incorrect (server text)',
        }),
      ),
    );
    renderWithProviders(<ChangePasswordForm />);

    await fill('Wrong123', 'New12345', 'New12345');

    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect'));
    expect(current).toHaveFocus();
  });

  it('maps the server field errors onto the fields', async () => {
    server.use(
      mockEndpoint(passwordApi.changePassword, () =>
        errorReply({
          code: 400,
          reason: 'VALIDATION_FAILED',
          message: 'Incorrect information',
          errors: [{ field: 'body.password', message: 'At least one digit' }],
        }),
      ),
    );
    renderWithProviders(<ChangePasswordForm />);

    await fill('Old12345', 'New12345', 'New12345');

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least one digit$/),
    );
  });
});
