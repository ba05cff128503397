import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@casino/api-client';
import { verification } from './testing/fixtures';
import { profileHandlers, renderWithProviders, setupMswServer } from './testing/render';
import { ProfileModalHost } from './completeness-modals';
import { profileUpdateModalAtom, useRequireCompleteProfile } from './completeness';

const server = setupMswServer();

function DepositButton({ onDeposit, failure }: { onDeposit: () => void; failure?: unknown }) {
  const { guard, handleError, complete } = useRequireCompleteProfile();
  return (
    <>
      <button type="button" disabled={complete === undefined} onClick={() => guard(onDeposit)}>
        Deposit
      </button>
      <button type="button" onClick={() => handleError(failure)}>
        Server answered
      </button>
    </>
  );
}

const incomplete = new ApiRequestError({
  code: 403,
  reason: 'PROFILE_INCOMPLETE',
  message: 'Complete your profile',
  errors: [],
  headers: {},
  CorrelationID: 'c-1',
});

describe('the completeness prompt', () => {
  it('runs the action when the profile is complete', async () => {
    server.use(...profileHandlers({ status: verification({ phone_verified: true, verify_state: 3 }) }));
    const onDeposit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DepositButton onDeposit={onDeposit} />
        <ProfileModalHost />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks an incomplete profile with the warning; cancel closes it', async () => {
    server.use(...profileHandlers({ status: verification({ phone_verified: true, verify_state: 2 }) }));
    const onDeposit = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <DepositButton onDeposit={onDeposit} />
        <ProfileModalHost />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog', { name: 'Complete your profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.get(profileUpdateModalAtom)).toBe(false);
  });

  it('shows the warning for a 403 PROFILE_INCOMPLETE; confirm opens the update modal with the steps', async () => {
    server.use(...profileHandlers({ status: verification({ phone_verified: true, verify_state: 2 }) }));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DepositButton onDeposit={vi.fn()} failure={incomplete} />
        <ProfileModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Server answered' }));
    await user.click(await screen.findByRole('button', { name: 'Complete profile' }));
    expect(await screen.findByRole('dialog', { name: 'Update your profile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /2\. Personal/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves other failures to the caller', async () => {
    server.use(...profileHandlers());
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DepositButton onDeposit={vi.fn()} failure={new Error('offline')} />
        <ProfileModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Server answered' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
