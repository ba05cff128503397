import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentProvider } from '@casino/contracts';
import { newMemberWithProfile } from './support/members';
import { pendingReference, sendWebhook } from './support/payments';

/** A 1×1 PNG, a real image the server's content sniffing accepts as a slip. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Pays through the gateway's signed webhook, which credits the deposit at once. */
async function payCredited(api: APIRequestContext, provider: PaymentProvider, payload: object) {
  expect(await sendWebhook(api, provider, payload)).toMatchObject({ outcome: 'credited' });
}

async function expectCredited(page: Page, amount: RegExp, balance: RegExp) {
  const dialog = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance-main')).toHaveText(balance);
}

test('a new member deposits by each of the five methods and reads them in the histories', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Cashbox123',
    firstName: 'Cash',
    lastName: 'Box',
  });

  await page.goto('/en/setting/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('balance-main')).toHaveText(/Main wallet\D*0$/);

  // PromptPay: the QR code with its countdown, paid by the gateway; the balance moves without a reload.
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();
  await expect(page.getByText(/^Time left: /)).toBeVisible();
  await payCredited(api, 'promptpay', {
    event_id: `e2e-qr-${member.phone}`,
    type: 'payment.succeeded',
    reference: await pendingReference(page),
    amount: '300.00',
  });
  await expectCredited(page, /300 has been added to your wallet/, /300$/);

  // Phone wallet: the 1.9% fee before confirming; the wallet receives the amount less the fee.
  await page.getByRole('button', { name: 'Phone wallet' }).click();
  await page.getByLabel('Wallet phone number').fill(member.phone);
  await page.getByLabel('Amount').fill('1000');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm the deposit' });
  await expect(confirm).toContainText('A fee of 1.9% is charged per transaction');
  await expect(confirm).toContainText(/Fee\D*19(?!\d)/);
  await expect(confirm).toContainText(/You receive\D*981/);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Confirm the payment in your wallet app')).toBeVisible();
  await payCredited(api, 'truewallet', {
    event_id: `e2e-wallet-${member.phone}`,
    type: 'payment.succeeded',
    reference: await pendingReference(page),
    amount: '1000.00',
  });
  await expectCredited(page, /has been added to your wallet/, /1,281$/);

  // Crypto: token, rate, address with its QR and copy button; paid on chain.
  await page.getByRole('button', { name: 'Crypto' }).click();
  await expect(page.getByText(/^Exchange rate: 1 USDT = /)).toBeVisible();
  await page.getByLabel('Amount').fill('730');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('img', { name: 'Payment address QR code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(page.getByText(/^20\.0+ USDT$/)).toBeVisible();
  await payCredited(api, 'crypto', {
    event_id: `e2e-crypto-${member.phone}`,
    type: 'payment.succeeded',
    reference: await pendingReference(page),
    amount: '730.00',
    transaction_id: `0x${member.phone}`,
  });
  await expectCredited(page, /730 has been added to your wallet/, /2,011$/);

  // Auto bank: a transfer from the registered account, matched from the brand's bank statement.
  await page.getByRole('button', { name: 'Auto bank' }).click();
  await expect(page.getByText(/Transfer from the bank account registered in your profile/)).toBeVisible();
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Show the account' }).click();
  await expect(page.getByText(/^Reference \S+$/)).toBeVisible();
  await payCredited(api, 'autobank', {
    event_id: `e2e-statement-${member.phone}`,
    type: 'bank.statement',
    bank_code: member.bankCode,
    account_no: member.bankNo,
    amount: '500.00',
  });
  await expectCredited(page, /500 has been added to your wallet/, /2,511$/);

  // Bank transfer with slip: submitted, then waiting for staff.
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  await page.getByLabel('Receiving account').selectOption({ index: 1 });
  await expect(page.getByText(/^From \D*\d/)).toBeVisible();
  await page.getByLabel('Amount').fill('600');
  await expect(page.getByText(/^Service charge /)).toBeVisible();
  await page
    .getByLabel('Transfer slip')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  const submitted = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await expect(submitted).toContainText('Your deposit was sent and waits for approval');
  await submitted.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText('Cannot proceed the transaction due to an unsuccessful deposit of the user'),
  ).toBeVisible();
  await expect(page.getByTestId('balance-main')).toHaveText(/2,511$/);

  // No bets yet: the turnover requirement stands before any withdrawal.
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Withdraw the turnover requirement first/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  // The histories: four deposits credited, the slip waiting; the activity log has them too.
  await page.goto('/en/setting/history');
  const deposits = page.getByRole('table');
  await expect(deposits.getByRole('row')).toHaveCount(6);
  await expect(deposits.getByRole('row').filter({ hasText: 'Success' })).toHaveCount(4);
  await expect(deposits.getByRole('row').filter({ hasText: 'Waiting' })).toHaveCount(1);
  await expect(page.getByText(/^Transactions: 5/)).toBeVisible();
  await page.getByRole('tab', { name: 'Activity log' }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(4);
});
