import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminPath, adminApi, depositAdminApi } from '@casino/contracts';
import { newMemberWithProfile } from './support/members';
import { openRocket } from './support/rocket';
import { staffHeaders } from './support/staff';

/** The status cell of a history row: matched exactly, as "Withdrawal not successful" also contains "Success". */
function statusCell(page: Page, status: 'Success' | 'Waiting' | 'Cancel') {
  return page.getByRole('cell', { name: status, exact: true });
}

/** A 1×1 PNG, a real image the server's content sniffing accepts as a slip. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The id of the member's one pending item in a staff list (deposits or withdrawals). */
async function pendingIdOf(api: APIRequestContext, listPath: string, username: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const reply = await api.get(`${listPath}?status=pending&$limit=200`, { headers: staffHeaders });
      const { data } = (await reply.json()) as { data: { id: number; username: string }[] };
      id = data.find((row) => row.username === username)?.id;
      return id;
    })
    .toBeGreaterThan(0);
  return id ?? 0;
}

async function staffDecides(api: APIRequestContext, path: string, reason: string) {
  const reply = await api.post(path, { headers: staffHeaders, data: { reason } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The main balance as a number of baht, read from the balances the page shows. */
async function mainBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-main').textContent()) ?? '';
  const amount = /([\d,]+(?:\.\d+)?)\s*$/.exec(text)?.[1];
  if (!amount) throw new Error(`No main balance in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

/** The balance as the page formats it: thousands grouped, cents only when there are some. */
function shown(amount: number): RegExp {
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return new RegExp(`${text.replace(/[.,]/g, '\\$&')}$`);
}

test('a member deposits by slip, meets the turnover, is refused once with the money back, then withdraws', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Withdraw123',
    firstName: 'Cash',
    lastName: 'Out',
  });

  // Bank transfer with slip: it waits for staff; the balance stays at zero.
  await page.goto('/en/setting/wallet');
  await expect(page.getByTestId('balance-main')).toHaveText(/Main wallet\D*0$/);
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  await page.getByLabel('Receiving account').selectOption({ index: 1 });
  await page.getByLabel('Amount').fill('1000');
  await page
    .getByLabel('Transfer slip')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  const submitted = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await expect(submitted).toContainText('Your deposit was sent and waits for approval');
  await submitted.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance-main')).toHaveText(/Main wallet\D*0$/);

  // Staff approve the slip: the success dialog and the new balance arrive without a reload.
  const depositId = await pendingIdOf(api, adminPath(depositAdminApi.depositsList), member.phone);
  await staffDecides(api, adminPath(depositAdminApi.depositApprove, { id: depositId }), 'Slip checked');
  const credited = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await expect(credited).toContainText(/has been added to your wallet/);
  await credited.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance-main')).not.toHaveText(/Main wallet\D*0$/);
  const deposited = await mainBalance(page);
  expect(deposited).toBeGreaterThanOrEqual(900);

  // No bets yet: the turnover requirement blocks the withdrawal.
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Withdraw the turnover requirement first' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  // Rocket opens in a window of its own: four 250 stakes cashed out at 1.01× fill the turnover and, even
  // after an unlucky crash or two, leave enough for both withdrawals.
  const rocket = await openRocket(page, '1.01');
  await rocket.play('250', 4);
  await rocket.window.close();

  // The turnover is met: 100 is requested and held at once. The member's socket is open first: an event
  // published before it opens is not replayed, and the form would go on showing "being processed".
  const socket = page.waitForEvent('websocket');
  await page.goto('/en/setting/wallet?tab=withdraw');
  await socket;
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  await expect(page.getByText('Withdraw the turnover requirement first')).toHaveCount(0);
  const afterPlay = await mainBalance(page);
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: /is being processed/ })).toBeVisible();
  await expect(page.getByTestId('balance-main')).toHaveText(shown(afterPlay - 100));

  // Staff refuse it with a reason: the hold comes back and the member is told to contact staff, live.
  const refusedId = await pendingIdOf(api, adminPath(adminApi.withdrawalsList), member.phone);
  await staffDecides(api, adminPath(adminApi.withdrawalRefuse, { id: refusedId }), 'Account name mismatch');
  await expect(page.getByTestId('balance-main')).toHaveText(shown(afterPlay));
  await expect(
    page.getByRole('status').filter({ hasText: 'Withdrawal not successful, please contact staff' }),
  ).toBeVisible();

  // A second request waits in the history; staff approve it and the row reads success without a reload.
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: /is being processed/ })).toBeVisible();
  await expect(page.getByTestId('balance-main')).toHaveText(shown(afterPlay - 100));
  await page.goto('/en/setting/history?tab=withdraw');
  const withdrawals = page.getByRole('table');
  await expect(withdrawals.getByRole('row')).toHaveCount(3);
  const refusedRow = withdrawals.getByRole('row').filter({ has: statusCell(page, 'Cancel') });
  await expect(refusedRow).toContainText('Withdrawal not successful, please contact staff');
  await expect(withdrawals.getByRole('row').filter({ has: statusCell(page, 'Waiting') })).toHaveCount(1);
  const paidId = await pendingIdOf(api, adminPath(adminApi.withdrawalsList), member.phone);
  await staffDecides(api, adminPath(adminApi.withdrawalApprove, { id: paidId }), 'Paid');
  await expect(withdrawals.getByRole('row')).toHaveCount(3);
  await expect(withdrawals.getByRole('row').filter({ has: statusCell(page, 'Success') })).toHaveCount(1);
  await expect(withdrawals.getByRole('row').filter({ has: statusCell(page, 'Waiting') })).toHaveCount(0);
  await expect(refusedRow).toHaveCount(1);

  // The deposit history has the slip credited; the activity log has the deposit and each
  // withdrawal step (two requests, the refusal and the payment).
  await page.getByRole('tab', { name: 'Deposit' }).click();
  const deposits = page.getByRole('table');
  await expect(deposits.getByRole('row').filter({ hasText: 'Bank transfer' })).toHaveCount(1);
  await expect(deposits.getByRole('row').filter({ has: statusCell(page, 'Success') })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Activity log' }).click();
  const activity = page.getByRole('table').getByRole('row');
  await page.getByLabel('Type').selectOption({ label: 'Withdraw' });
  await expect(activity.filter({ hasText: 'status: pending' })).toHaveCount(2);
  await expect(activity.filter({ hasText: 'status: fail' })).toHaveCount(1);
  await expect(activity.filter({ hasText: 'status: success' })).toHaveCount(1);
  await page.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(activity.filter({ hasText: 'Deposit' })).toHaveCount(1);
});
