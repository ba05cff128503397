import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { depositApi } from '@casino/contracts';
import type { Deposit } from '@casino/contracts';
import { buildPromotion } from '@casino/api-client/testing';
import { deposit, list } from '../../testing/fixtures';
import { memberHandlers, renderWithProviders, setupMswServer } from '../../testing/render';
import { DepositPanel } from './deposit-panel';

const server = setupMswServer();

async function chooseMethod(name: string) {
  const user = userEvent.setup();
  renderWithProviders(<DepositPanel />);
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('PromptPay QR', () => {
  it('renders the payload as a QR code with its countdown', async () => {
    let sent: unknown;
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.depositPromptpayCreate, ({ body }) => {
        sent = body;
        return deposit({
          payment_type_code: 'PROMPTPAY',
          qr_payload: '00020101021229370016A000000677010111011300668123456785802TH530376454043006304ABCD',
          expires_at: expiresAt,
          time_left: 600,
          deposit_amount: '300.00',
        });
      }),
    );
    const user = await chooseMethod('PromptPay QR');
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('img', { name: 'PromptPay QR code' })).toBeInTheDocument();
    expect(screen.getByText('Scan the QR code with your banking app to pay B300')).toBeInTheDocument();
    expect(screen.getByText(/Time left/)).toHaveTextContent(/Time left: 00:(09|10):\d\d/);
    expect(sent).toEqual({ deposit_amount: '300' });
  });

  it('offers the deposit promotions and sends the one chosen with the deposit', async () => {
    let sent: unknown;
    const welcome = buildPromotion({ id: 5, title: 'Welcome bonus 100%' });
    server.use(
      ...memberHandlers(undefined, [welcome, buildPromotion({ id: 6, member_status: 'received' })]),
      mockEndpoint(depositApi.depositPromptpayCreate, ({ body }) => {
        sent = body;
        return deposit({ payment_type_code: 'PROMPTPAY', qr_payload: '000201', deposit_amount: '300.00' });
      }),
    );
    const user = await chooseMethod('PromptPay QR');
    const promotion = await screen.findByLabelText('Promotion (optional)');
    // Only promotions the member has not received yet.
    expect(
      within(promotion)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No promotion', 'Welcome bonus 100%']);
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.selectOptions(promotion, '5');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toEqual({ deposit_amount: '300', promotion_information_id: 5 }));
  });

  it("puts the server's refusal of the amount on the amount field, in the page language", async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.depositPromptpayCreate, () =>
        errorReply({
          code: 400,
          reason: 'AMOUNT_OUT_OF_RANGE',
          message: 'The amount must be at most 250.00',
          errors: [{ field: 'body.deposit_amount', message: 'The amount must be at most 250.00' }],
        }),
      ),
    );
    const user = await chooseMethod('PromptPay QR');
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/The amount must be at most 250\.00$/));
    expect(amount).toHaveFocus();
  });

  it('says an expired code is expired and starts again on retry', async () => {
    const expired = deposit({
      payment_type_code: 'PROMPTPAY',
      qr_payload: '000201',
      expires_at: new Date(Date.now() - 1000).toISOString(),
      time_left: 0,
    });
    server.use(...memberHandlers());
    server.use(
      mockEndpoint(depositApi.checkPendingDepositFind, () => ({ has_pending: true, deposit: expired })),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositPanel />);
    expect(await screen.findByText('The QR Code is expired, try again')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'PromptPay QR code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
  });
});

describe('phone wallet', () => {
  it('asks for the wallet phone first, then the amount, before any quote or request', async () => {
    server.use(...memberHandlers());
    const user = await chooseMethod('Phone wallet');
    const phone = screen.getByLabelText('Wallet phone number');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/This field is required$/);
    await user.type(phone, '0812');
    expect(await screen.findByText('At least 9 digits')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the 1.9% fee and what arrives before confirming', async () => {
    let sent: unknown;
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.minimumTransactionFind, ({ query }) => ({
        deposit_amount: String(query['amount']),
        fee: '19.00',
        receive_amount: '981.00',
        rounding: 'half-up' as const,
      })),
      mockEndpoint(depositApi.depositGatewayCreate, ({ body }) => {
        sent = body;
        return deposit({
          payment_type_code: 'TRUEWALLET',
          phone: '0812345678',
          fee: '19.00',
          receive_amount: '981.00',
        });
      }),
    );
    const user = await chooseMethod('Phone wallet');
    await user.type(screen.getByLabelText('Wallet phone number'), '0812345678');
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm the deposit' });
    expect(within(confirm).getByText('A fee of 1.9% is charged per transaction')).toBeInTheDocument();
    expect(await within(confirm).findByText('B19')).toBeInTheDocument();
    expect(within(confirm).getByText('B981')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirm the payment in your wallet app')).toBeInTheDocument();
    expect(sent).toEqual({ payment_type_code: 'TRUEWALLET', deposit_amount: '1000', phone: '0812345678' });
  });

  it('tells the member to contact the administrator after 5 minutes unconfirmed', async () => {
    const old: Deposit = deposit({
      payment_type_code: 'TRUEWALLET',
      createdAt: new Date(Date.now() - 6 * 60_000).toISOString(),
    });
    server.use(...memberHandlers());
    server.use(mockEndpoint(depositApi.checkPendingDepositFind, () => ({ has_pending: true, deposit: old })));
    renderWithProviders(<DepositPanel />);
    expect(
      await screen.findByText('The payment has taken more than 5 minutes, please contact the administrator'),
    ).toBeInTheDocument();
  });
});

describe('crypto', () => {
  it('lists the tokens with their rate and shows the address, amounts and a copy button', async () => {
    let sent: unknown;
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.currencyCryptoFind, () =>
        list([
          {
            id: 1,
            payment_type_id: 4,
            token: 'USDT',
            network: 'TRC20',
            is_active: true,
            exchange_rate: '35.00',
          },
          {
            id: 2,
            payment_type_id: 4,
            token: 'OLD',
            network: 'ERC20',
            is_active: false,
            exchange_rate: '1.00',
          },
        ]),
      ),
      mockEndpoint(depositApi.depositGatewayCreate, ({ body }) => {
        sent = body;
        return deposit({
          payment_type_code: 'CRYPTO',
          deposit_amount: '350.00',
          crypto: {
            token: 'USDT',
            network: 'TRC20',
            crypto_amount: '10.000000',
            exchange_rate: '35.00',
            payment_address: 'TXyz1234567890abcdef',
            receiving_amount: '350.00',
            transaction_id: null,
          },
        });
      }),
    );
    const user = await chooseMethod('Crypto');
    const token = screen.getByLabelText('Token');
    expect(
      within(token)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USDT (TRC20)']);
    expect(screen.getByText(/1 USDT = B35/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '350');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('img', { name: 'Payment address QR code' })).toBeInTheDocument();
    expect(screen.getByText('TXyz1234567890abcdef')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByText('10.000000 USDT')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the transaction')).toBeInTheDocument();
    expect(sent).toEqual({ payment_type_code: 'CRYPTO', deposit_amount: '350', crypto_currency_id: 1 });
  });
});

describe('auto bank', () => {
  it('explains the transfer from the registered account and shows the receiving account', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.depositGatewayCreate, () =>
        deposit({
          payment_type_code: 'AUTO_BANK',
          bank: {
            id: 9,
            payment_type_id: 5,
            bank_code: 'SCB',
            bank_name: 'Siam Commercial',
            account_name: 'Casino Co',
            account_no: '9876543210',
            min_deposit: '100.00',
            max_deposit: '50000.00',
          },
        }),
      ),
    );
    const user = await chooseMethod('Auto bank');
    expect(screen.getByText(/Transfer from the bank account registered in your profile/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Show the account' }));
    expect(await screen.findByText('Siam Commercial')).toBeInTheDocument();
    expect(screen.getByText('987-654321-0')).toBeInTheDocument();
  });
});
