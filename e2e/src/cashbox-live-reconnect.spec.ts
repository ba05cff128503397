import { expect, test } from '@playwright/test';
import { newMemberWithProfile } from './support/members';
import { OWN_STACK_URL, useOwnStack } from './support/own-stack';
import { pendingReference, sendWebhook } from './support/payments';

// The API is stopped and started under an open page: this spec runs its own stack, not the suite's.
test.use({ baseURL: OWN_STACK_URL });

const ownStack = useOwnStack();

test('live balance updates resume after the API is stopped and started under an open page', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stack = ownStack();
  const api = page.request;
  await newMemberWithProfile(api, { password: 'Restart123', firstName: 'Live', lastName: 'Again' });

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/en/setting/wallet');
  await expect(page.getByTestId('balance-main')).toHaveText(/Main wallet\D*0$/);
  await expect.poll(() => sockets.length).toBe(1);
  const reconnecting = page.getByRole('status').getByText('Reconnecting…');
  await expect(reconnecting).toHaveCount(0);
  // Every chunk the page needs is in (a chunk missing while the API is away would reload the page).
  await page.waitForLoadState('networkidle');

  // The API goes away; the page says so quietly, and keeps trying past the spec's ten quick retries (5 s).
  await stack.stop();
  await expect(reconnecting).toBeVisible();
  // The first socket and its ten quick reconnects, then more: it no longer gives up.
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(12);

  await stack.start();
  // Back within the capped backoff (30 s at most between tries), without a reload.
  await expect(reconnecting).toHaveCount(0, { timeout: 60_000 });

  // A deposit paid through the payment simulator moves the open page's balance live.
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  const reference = await pendingReference(page);
  const paid = await sendWebhook(api, 'promptpay', {
    event_id: `e2e-restart-${reference}`,
    type: 'payment.succeeded',
    reference,
    amount: '300.00',
  });
  expect(paid).toMatchObject({ outcome: 'credited' });
  const dialog = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await expect(dialog).toContainText(/300 has been added to your wallet/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance-main')).toHaveText(/300$/);
});
