import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminPath } from '@casino/contracts';
import { moneyTriggerApi } from '@casino/contracts/promotions';
import type { AdminMoneyTrigger, AdminMoneyTriggerBody } from '@casino/contracts/promotions';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { depositByPromptPay } from './support/payments';
import { staffHeaders } from './support/staff';

/** Staff create a trigger for this one member (so no other spec's deposits set it off). */
async function createTrigger(api: APIRequestContext, body: AdminMoneyTriggerBody) {
  const reply = await api.post(adminPath(moneyTriggerApi.adminMoneyTriggerCreate), {
    headers: staffHeaders,
    data: body,
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as AdminMoneyTrigger;
}

test('a member receives a deposit reward and a gift from staff, live in the received money tab and in the wallet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Trigger123',
    firstName: 'Tri',
    lastName: 'Gger',
  });
  const endsAt = new Date(Date.now() + 86_400_000).toISOString();
  await createTrigger(api, {
    name: 'First deposit of the day',
    event: 'deposit',
    currency_code: 'THB',
    amount: '20.00',
    min_deposit: '100.00',
    repeat: 'daily',
    usernames: [member.phone],
    ends_at: endsAt,
  });
  const gift = await createTrigger(api, {
    name: 'Loyalty gift',
    event: 'manual',
    currency_code: 'THB',
    amount: '100.00',
    usernames: [member.phone],
    ends_at: endsAt,
  });
  const found: ViewViolation[] = [];

  // A deposit above the minimum pays the reward, paid as the stream reaches it (before the page opens,
  // so the cashbox's "deposit successful" dialog, which only an open page shows, stays out of the way).
  const reference = await depositByPromptPay(api, 300);

  // The promotion history's second tab, reached from its address.
  await page.goto('/en/setting/promotion?tab=received-money');
  await expect(page.getByRole('tab', { name: 'Received money', selected: true })).toBeVisible();
  const rewardRow = page.getByRole('row').filter({ hasText: 'First deposit of the day' });
  await expect(rewardRow).toContainText('Deposit reward');
  await expect(rewardRow).toContainText(reference);
  await expect(rewardRow).toContainText('฿20');
  await expect(page.getByText('Received in these days: ฿20')).toBeVisible();

  // Staff grant the gift; a retry of the same grant pays nothing more.
  const grant = () =>
    api.post(adminPath(moneyTriggerApi.adminMoneyTriggerGrant, { id: gift.id }), {
      headers: staffHeaders,
      data: { username: member.phone, idempotency_key: `e2e-gift-${member.userId}` },
    });
  expect(((await (await grant()).json()) as { created: boolean }).created).toBe(true);
  expect(((await (await grant()).json()) as { created: boolean }).created).toBe(false);
  await expect(page.getByRole('row').filter({ hasText: 'Loyalty gift' })).toContainText('Gift from our team');
  await expect(page.getByText('Received in these days: ฿120')).toBeVisible();
  found.push(...(await settled(page).then(() => axeViolations(page, 'royal-siam en: received money'))));

  // Narrowed to staff gifts.
  await page.getByLabel('Received for').selectOption('manual');
  await expect(page.getByText('Received in these days: ฿100')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'First deposit of the day' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await settled(page).then(() => axeViolations(page, 'royal-siam en 390px: received money'))));
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  // The promotions tab is one keypress away; the wallet holds the deposit and both payments.
  await page.getByRole('tab', { name: 'Received money' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/en\/setting\/promotion$/);
  await expect(page.getByText('You have not received a promotion yet.')).toBeVisible();
  await page.goto('/en/setting/wallet');
  await expect(page.getByTestId('balance-main')).toHaveText(/420$/);

  // The activity log names the payments.
  const log = await api.get('/api/mb/activity-logs?type=received_money_trigger');
  const { data } = (await log.json()) as { data: { detail: { name: string } }[] };
  expect(data.map((row) => row.detail.name).sort()).toEqual(['First deposit of the day', 'Loyalty gift']);
});
