import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, walletWithMoney } from '../testing/handlers';
import { renderAt, selfExclusionHandlers, setupMswServer } from '../testing/render';
import { CloseAccountPage } from './close-account-page';

const server = setupMswServer(...selfExclusionHandlers());
const path = '/en/setting/close-account';

describe('the close-account page', () => {
  it('closes an empty account with a reason, the password and the acknowledgement', async () => {
    const sent: unknown[] = [];
    server.use(...selfExclusionHandlers({ onRequest: (body) => sent.push(body) }));
    const user = userEvent.setup();
    renderAt(<CloseAccountPage />, path);
    expect(await screen.findByText('Balance: 0.00 THB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take a break instead' })).toHaveAttribute(
      'href',
      '/en/setting/take-a-break',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Why are you leaving? (optional)' }),
      'other_site',
    );
    await user.type(screen.getByLabelText('Your password'), TEST_PASSWORD);
    await user.click(
      screen.getByRole('checkbox', { name: 'I understand that I cannot undo or shorten this.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeVisible();
    expect(sent).toEqual([{ reason: 'other_site', password: TEST_PASSWORD, understood: true }]);
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('sends no reason when the member prefers not to say', async () => {
    const sent: unknown[] = [];
    server.use(...selfExclusionHandlers({ onRequest: (body) => sent.push(body) }));
    const user = userEvent.setup();
    renderAt(<CloseAccountPage />, path);
    await user.type(await screen.findByLabelText('Your password'), TEST_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await screen.findByRole('heading', { name: 'Your account is closed' });
    expect(sent).toEqual([{ password: TEST_PASSWORD, understood: true }]);
  });

  it('explains what stands in the way and keeps the button disabled', async () => {
    server.use(...selfExclusionHandlers({ closure: walletWithMoney }));
    renderAt(<CloseAccountPage />, path);
    expect(await screen.findByText('Balance: 150.00 THB')).toBeVisible();
    expect(screen.getByText(/^Please withdraw your balance first/)).toBeVisible();
    expect(screen.getByText(/^Please wait until your pending deposits and withdrawals/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close my account' })).toBeDisabled();
  });

  it('offers to try again when the check fails to load', async () => {
    server.use(...selfExclusionHandlers({ closure: 'error' }));
    const user = userEvent.setup();
    renderAt(<CloseAccountPage />, path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    server.use(...selfExclusionHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Balance: 0.00 THB')).toBeVisible();
  });
});
