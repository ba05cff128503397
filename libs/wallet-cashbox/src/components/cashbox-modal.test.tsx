import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { SLIP_FILE_PATH, depositApi } from '@casino/contracts';
import { http, HttpResponse } from 'msw';
import { ProfileIncompletePrompt, profileUpdateModalAtom } from '@casino/profile';
import { cashboxAtom, useOpenCashbox } from '../state';
import { deposit, list, receivingAccount } from '../testing/fixtures';
import { memberHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { CashboxRoot } from './cashbox-root';

const server = setupMswServer();

/** What the header's deposit button does. */
function OpenOn({ tab }: { tab?: 'deposit' }) {
  const open = useOpenCashbox();
  useEffect(() => open(tab), [open, tab]);
  return <CashboxRoot />;
}

function slipFile(type = 'image/png', size = 1024) {
  return new File([new Uint8Array(size)], 'slip.png', { type });
}

describe('CashboxModal', () => {
  it('opens on the cashbox tab with every balance in the wallet currency', async () => {
    server.use(...memberHandlers());
    renderWithProviders(<OpenOn />);
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    expect(within(dialog).getByRole('tab', { name: 'Cashbox', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('balance-main')).toHaveTextContent('B1,500');
    expect(within(dialog).getByTestId('balance-cashback')).toHaveTextContent('B120');
    expect(within(dialog).getByTestId('balance-rebate')).toHaveTextContent('B30');
    expect(within(dialog).getByTestId('balance-affiliate')).toHaveTextContent('B0');
    expect(within(dialog).getByTestId('balance-points')).toHaveTextContent('42');
  });

  it('moves between tabs and returns to cashbox when closed', async () => {
    server.use(...memberHandlers());
    const user = userEvent.setup();
    const { store } = renderWithProviders(<OpenOn />);
    const dialog = await screen.findByRole('dialog', { name: 'Cashbox' });
    await user.click(within(dialog).getByRole('tab', { name: 'Withdraw' }));
    expect(store.get(cashboxAtom).tab).toBe('withdraw');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(cashboxAtom)).toEqual({ open: false, tab: 'cashbox' });
  });

  it('keeps a bank deposit within the account limits and digits only', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
    );
    const user = userEvent.setup();
    renderWithProviders(<OpenOn tab="deposit" />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '1a5.0');
    expect(amount).toHaveValue('150');
    expect(screen.getByText('From B200 to B10,000')).toBeInTheDocument();
    expect(screen.getByText('Service charge B5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('From B200 to B10,000 The amount must be at least B200');
    expect(screen.getByLabelText('Transfer slip')).toHaveAccessibleDescription(/This field is required$/);
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(await screen.findByText('The amount must be at most B10,000')).toBeInTheDocument();
  });

  it('refuses a slip that is not an image or over 2 MB before uploading', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<OpenOn tab="deposit" />);
    const slip = await screen.findByLabelText('Transfer slip');
    await user.upload(slip, slipFile('application/pdf'));
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file')).toBeInTheDocument();
    await user.upload(slip, slipFile('image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image must be at most 2 MB')).toBeInTheDocument();
  });

  it('after a bank deposit closes, returns to cashbox and shows the success dialog', async () => {
    let sent: unknown;
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
      http.post(`*${SLIP_FILE_PATH}`, () =>
        HttpResponse.json({ id: 's1', url: '/api/mb/upload-slip/s1', content_type: 'image/png', size: 1024 }),
      ),
      mockEndpoint(depositApi.depositTransactionCreate, ({ body }) => {
        sent = body;
        return deposit({ deposit_amount: '500.00' });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<OpenOn tab="deposit" />);
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.upload(screen.getByLabelText('Transfer slip'), slipFile());
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deposit successful' })).toHaveTextContent(
      'Your deposit was sent and waits for approval',
    );
    expect(store.get(cashboxAtom)).toEqual({ open: false, tab: 'cashbox' });
    expect(sent).toEqual({
      payment_bank_information_id: 7,
      deposit_amount: '500',
      slip_image_url: '/api/mb/upload-slip/s1',
    });
  });

  it('closes on a failed bank deposit without a success dialog', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.paymentBankInformationFind, () => list([receivingAccount])),
      http.post(`*${SLIP_FILE_PATH}`, () =>
        HttpResponse.json({ id: 's1', url: '/api/mb/upload-slip/s1', content_type: 'image/png', size: 1024 }),
      ),
      mockEndpoint(depositApi.depositTransactionCreate, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'boom' }),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<OpenOn tab="deposit" />);
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.upload(screen.getByLabelText('Transfer slip'), slipFile());
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(store.get(cashboxAtom)).toEqual({ open: false, tab: 'cashbox' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the one-pending-deposit message instead of the forms', async () => {
    server.use(...memberHandlers());
    // Handlers added later take precedence.
    server.use(
      mockEndpoint(depositApi.checkPendingDepositFind, () => ({ has_pending: true, deposit: deposit() })),
    );
    renderWithProviders(<OpenOn tab="deposit" />);
    expect(
      await screen.findByText('Cannot proceed the transaction due to an unsuccessful deposit of the user'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reference D-0031')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('answers PROFILE_INCOMPLETE by closing the cashbox for the profile warning, whose confirm asks for the update', async () => {
    server.use(
      ...memberHandlers(),
      mockEndpoint(depositApi.depositPromptpayCreate, () =>
        errorReply({ code: 403, reason: 'PROFILE_INCOMPLETE', message: 'Complete your profile' }),
      ),
    );
    const user = userEvent.setup();
    // The shell mounts the profile library's prompt once; the cashbox only asks for it.
    const { store } = renderWithProviders(
      <>
        <OpenOn tab="deposit" />
        <ProfileIncompletePrompt />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'PromptPay QR' }));
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Complete your profile' });
    expect(store.get(cashboxAtom).open).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Cashbox' })).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Complete profile' }));
    expect(store.get(profileUpdateModalAtom)).toBe(true);
  });
});
