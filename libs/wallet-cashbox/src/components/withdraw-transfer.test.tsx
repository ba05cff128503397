import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { walletTransferApi, withdrawalApi } from '@casino/contracts';
import type { QueueWithdrawalBody, Withdrawal } from '@casino/contracts';
import { cashboxKeys } from '../api/keys';
import { withdrawalUpdateAtom } from '../state';
import { wallet, withdrawal as fixtureWithdrawal, withdrawalConfig } from '../testing/fixtures';
import { memberHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { TransferForm } from './transfer-form';
import { WithdrawForm } from './withdraw-form';

const server = setupMswServer();

/** The fixture with a bank account, refused ones asking the member to contact staff. */
function withdrawal(status: Withdrawal['status']): Withdrawal {
  return fixtureWithdrawal({
    status,
    contact_staff: status === 'fail',
    bank: {
      bank_id: 1,
      bank_code: 'KBANK',
      bank_name: 'Kasikorn Bank',
      bank_no: '1234567890',
      account_name: 'S J',
    },
  });
}

/** The member's newest withdrawals, as the form reads them again while the one it shows is pending. */
const withdrawalHistory = (data: () => Withdrawal[]) =>
  mockEndpoint(withdrawalApi.withdrawalTransactionFind, () => ({
    total: data().length,
    limit: 20,
    skip: 0,
    data: data(),
  }));

describe('WithdrawForm', () => {
  beforeEach(() => server.use(withdrawalHistory(() => [])));

  it('keeps the amount within the limits and the balance', async () => {
    server.use(...memberHandlers());
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    expect(await screen.findByText('Withdraw from B100 to B20,000')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('This field is required'));
    expect(amount).toHaveFocus();
    await user.type(amount, '50');
    expect(await screen.findByText('The amount must be at least B100')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1600');
    expect(await screen.findByText('The amount is more than your balance')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await screen.findByText('The amount must be more than 0')).toBeInTheDocument();
  });

  it('asks for the turnover requirement first', async () => {
    server.use(...memberHandlers());
    server.use(
      mockEndpoint(withdrawalApi.configWithdrawalFind, () => ({
        ...withdrawalConfig,
        turnover_met: false,
        turn_deposit: '200.00',
      })),
    );
    renderWithProviders(<WithdrawForm />);
    expect(await screen.findByText(/Withdraw the turnover requirement first/)).toHaveTextContent(
      'Turnover B200 of B500',
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('submits and shows the status, or the contact-staff message when refused', async () => {
    let sent: unknown;
    let status: Withdrawal['status'] = 'pending';
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, ({ body }) => {
        sent = body;
        return withdrawal(status);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    expect(screen.getByText('To Kasikorn Bank 123-456789-0')).toBeInTheDocument();
    expect(sent).toEqual({ amount: '300', idempotency_key: expect.stringMatching(/^[\da-f-]{36}$/) });
    status = 'fail';
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal not successful, please contact staff')).toBeInTheDocument();
  });

  it('sends one request for a double click, and one idempotency key per attempt', async () => {
    const keys: string[] = [];
    let reply: () => Response | Withdrawal = () => withdrawal('pending');
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, ({ body }) => {
        keys.push((body as QueueWithdrawalBody).idempotency_key ?? '');
        return reply();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    const form = screen.getByRole('button', { name: 'Withdraw' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    expect(keys).toHaveLength(1);

    // The reply is lost: sending the same details again is the same attempt, with the same key.
    reply = () => errorReply({ code: 500, reason: 'INTERNAL', message: 'Lost' });
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    reply = () => withdrawal('pending');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[0]);

    // Other details are another attempt.
    reply = () => errorReply({ code: 500, reason: 'INTERNAL', message: 'Lost' });
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(keys).toHaveLength(4));
    await user.type(screen.getByLabelText('Note'), 'rent');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(keys).toHaveLength(5));
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('keeps the button busy while the request runs', async () => {
    let answer: (value: Withdrawal) => void = () => undefined;
    server.use(
      ...memberHandlers(),
      mockEndpoint(
        withdrawalApi.queueWithdrawalCreate,
        () => new Promise<Withdrawal>((resolve) => (answer = resolve)),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer(withdrawal('pending'));
    expect(await screen.findByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('takes the decimals the currency enables, and no more', async () => {
    let sent: unknown;
    const decimalWallet = { ...wallet, currency: { ...wallet.currency, enable_decimal: true } };
    server.use(
      ...memberHandlers(() => decimalWallet),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, ({ body }) => {
        sent = body;
        return withdrawal('pending');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '150.755');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('At most 2 decimal places'));
    expect(amount).toHaveFocus();
    await user.type(amount, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toMatchObject({ amount: '150.75' }));
  });

  it('puts a refused amount on the amount field, in the page language', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, () =>
        errorReply({
          code: 422,
          reason: 'INSUFFICIENT_FUNDS',
          message: 'Amount in wallet exceeded',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveFocus();
  });

  it('follows the live status of the withdrawal it shows once staff decide', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, () => withdrawal('pending')),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    act(() => store.set(withdrawalUpdateAtom, { reference: 'W-other', status: 'fail' }));
    expect(screen.getByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    act(() => store.set(withdrawalUpdateAtom, { reference: 'W-3', status: 'fail' }));
    expect(await screen.findByText('Withdrawal not successful, please contact staff')).toBeInTheDocument();
  });

  it('reads the shown withdrawal again when the socket reopens: staff may have decided while none listened', async () => {
    let stored: Withdrawal['status'] = 'pending';
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, () => withdrawal('pending')),
      withdrawalHistory(() => [withdrawal(stored)]),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of B300 is being processed')).toBeInTheDocument();
    stored = 'success';
    // What the live updates do on every socket opening: the cashbox's queries are read again.
    await act(() => queryClient.invalidateQueries({ queryKey: cashboxKeys.all }));
    expect(await screen.findByText('Your withdrawal of B300 was successful')).toBeInTheDocument();
  });

  it("shows the server's refusal in the member's language", async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.queueWithdrawalCreate, () =>
        errorReply({
          code: 422,
          reason: 'TURNOVER_REQUIRED',
          message: 'Withdraw the turnover requirement first',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please withdraw the turnover requirement first',
    );
  });
});

describe('TransferForm', () => {
  it('moves a bonus balance into the main wallet, bounded by the minimum and the balance', async () => {
    let sent: unknown;
    server.use(
      ...memberHandlers(),
      mockEndpoint(walletTransferApi.cashbackTransferCreate, ({ body }) => {
        sent = body;
        return {
          id: 1,
          source: 'cashback' as const,
          amount: '100.00',
          currency_id: 1,
          status: 'success' as const,
          balance: '1600.00',
          source_balance: '20.00',
          createdAt: '2026-11-21T10:00:00.000Z',
        };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TransferForm />);
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText('Minimum transfer B50')).toBeInTheDocument();
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount must be at least B50')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '130');
    expect(await screen.findByText('The amount is more than your balance')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('B100 was moved to your main wallet')).toBeInTheDocument();
    expect(sent).toEqual({ amount: '100' });
  });

  it('bounds the amount by the balance of the source chosen', async () => {
    let requests = 0;
    server.use(
      ...memberHandlers(),
      mockEndpoint(walletTransferApi.rebateTransferCreate, () => {
        requests += 1;
        return errorReply({ code: 422, reason: 'INSUFFICIENT_FUNDS', message: 'Not enough' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TransferForm />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '100');
    await user.selectOptions(screen.getByLabelText('From'), 'rebate');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    // Rebate holds B30 (under the B50 minimum): no amount can pass, and nothing is sent.
    expect(await screen.findByText('The amount is more than your balance')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '30');
    expect(await screen.findByText('The amount must be at least B50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(requests).toBe(0);
    // Back to cashback (B120): the amount is checked again against that balance.
    await user.clear(amount);
    await user.type(amount, '100');
    expect(await screen.findByText('The amount is more than your balance')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('From'), 'cashback');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));
  });
});
