import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, walletTransferApi } from '@casino/contracts';
import { cashbackApi } from '@casino/contracts/promotions';
import { notAuthenticated } from '@casino/api-client/testing';
import { cashbackMember, cashbackTransaction } from '../testing/fixtures';
import { memberHandlers, publicHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { CashbackPanel } from './cashback-panel';

const server = setupMswServer();

describe('CashbackPanel', () => {
  it("shows the balance, today's turnover against the target, a ticking countdown and the history", async () => {
    server.use(...memberHandlers('cashback'));
    renderWithProviders(<CashbackPanel kind="cashback" />);
    expect(
      await screen.findByText('Get back 5.00% of your net loss every day, paid into your cashback balance.'),
    );
    expect(screen.getByText('Active: you receive it every day')).toBeInTheDocument();
    expect(await screen.findByText('B120')).toBeInTheDocument();
    expect(screen.getByText('B25 of B100')).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Next calculation in' });
    expect(timer.textContent).toMatch(/^03:2[45]:\d\d$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    const history = await screen.findByRole('table');
    expect(within(history).getByText('2026-11-24')).toBeInTheDocument();
    // The operator's terms, each paragraph as text.
    expect(screen.getByRole('heading', { level: 2, name: 'Cashback terms' })).toBeInTheDocument();
    expect(screen.getByText('Only one bonus kind can be active at a time.')).toBeInTheDocument();
    expect(within(history).getByText('B800')).toBeInTheDocument();
    expect(within(history).getByText('B40')).toBeInTheDocument();
  });

  it("shows 'Expired' when the calculation time has already passed", async () => {
    server.use(
      ...memberHandlers('rebate', {
        member: () =>
          cashbackMember({ kind: 'rebate', next_calculation_at: new Date(Date.now() - 1000).toISOString() }),
      }),
    );
    renderWithProviders(<CashbackPanel kind="rebate" />);
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('transfers to the wallet after a confirmation, once per attempt key', async () => {
    let available = '120.00';
    const bodies: unknown[] = [];
    server.use(
      ...memberHandlers('cashback', { transaction: () => cashbackTransaction({ available }) }),
      mockEndpoint(walletTransferApi.cashbackTransferCreate, ({ body }) => {
        bodies.push(body);
        available = '70.00';
        return {
          id: 1,
          source: 'cashback' as const,
          amount: '50.00',
          currency_id: 1,
          status: 'success' as const,
          balance: '1550.00',
          source_balance: '70.00',
          createdAt: '2026-11-25T03:00:00.000Z',
        };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CashbackPanel kind="cashback" />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Up to B120 The amount is more than your balance'),
    );
    expect(bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer to your main wallet?' });
    expect(within(dialog).getByText('Move B50 into your main wallet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('B50 is now in your main wallet');
    expect(bodies).toEqual([{ amount: '50', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await screen.findByText('B70')).toBeInTheDocument();
  });

  it("places the server's refusal on the amount", async () => {
    server.use(
      ...memberHandlers('cashback'),
      mockEndpoint(walletTransferApi.cashbackTransferCreate, () =>
        errorReply({ code: 422, reason: 'INSUFFICIENT_FUNDS', message: 'Amount in wallet exceeded' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CashbackPanel kind="cashback" />);
    const amount = await screen.findByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Transfer all' }));
    expect(amount).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Up to B120 The amount exceeds the balance in your wallet'),
    );
  });

  it('asks before replacing another active bonus, then activates', async () => {
    let joined = false;
    const bodies: unknown[] = [];
    server.use(
      ...memberHandlers('cashback', {
        member: () => cashbackMember({ joined, active_bonus: joined ? 'cashback' : 'promotion' }),
      }),
      mockEndpoint(cashbackApi.cashbackMemberCreate, ({ body }) => {
        bodies.push(body);
        if (!(body as { replace: boolean }).replace) {
          return errorReply({
            code: 409,
            reason: 'BONUS_REPLACE_REQUIRED',
            message: 'You already have another bonus active. Replace it?',
            errors: [{ field: 'active_bonus', message: 'promotion' }],
          });
        }
        joined = true;
        return cashbackMember({ joined: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CashbackPanel kind="cashback" />);
    await user.click(await screen.findByRole('button', { name: 'Activate cashback' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your active bonus?' });
    expect(dialog).toHaveTextContent('You already have a promotion active. Activating cashback ends it.');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Active: you receive it every day')).toBeInTheDocument();
    expect(bodies).toEqual([{ replace: false }, { replace: true }]);
  });

  it('says why when the standing cannot be read, instead of loading forever', async () => {
    server.use(...memberHandlers('rebate'));
    server.use(
      mockEndpoint(cashbackApi.rebateMemberFind, () =>
        errorReply({ code: 403, reason: 'PRIVILEGE_REQUIRED', message: 'This needs a privilege' }),
      ),
    );
    renderWithProviders(<CashbackPanel kind="rebate" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This needs a privilege your account does not have',
    );
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('offers visitors the article and a way to log in', async () => {
    server.use(
      ...publicHandlers('rebate'),
      mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    );
    renderWithProviders(<CashbackPanel kind="rebate" />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your balance and activate it')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rebate terms' })).toBeInTheDocument();
  });
});
