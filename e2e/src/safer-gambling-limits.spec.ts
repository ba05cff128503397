import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import * as saferGamblingApi from '@casino/contracts/safer-gambling';
import { axeViolations, formatViolations, settled } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { playFromLobby } from './support/page';
import { staffHeaders } from './support/staff';

const LIMITS_PAGE = '/en/setting/safer-gambling';

async function expectNoAxeViolations(page: Page, view: string) {
  await settled(page);
  const violations = await axeViolations(page, view);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Staff's reality-check intervals for the brand (admin API, audited). */
async function offerIntervals(api: APIRequestContext, options: number[], reason: string) {
  const reply = await api.post(saferGamblingApi.realityCheckOptionsUpdate.path, {
    headers: staffHeaders,
    data: { options, reason },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('a member sets a daily deposit limit, is refused a deposit over it, and a raise waits 24 hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newMemberWithProfile(page.request, { password: 'Limits123', firstName: 'Safe', lastName: 'Player' });

  await page.goto(LIMITS_PAGE);
  await expect(page.getByRole('heading', { name: 'Safer gambling' })).toBeVisible();
  const daily = page.getByRole('listitem', { name: 'Daily deposit limit' });
  await expect(daily.getByText('No limit set')).toBeVisible();
  await daily.getByLabel('New limit (THB)').fill('500');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByRole('status')).toHaveText('Saved: the new limit applies now.');
  await expect(daily.getByText(/^Current limit: \D*500$/)).toBeVisible();
  await expect(daily.getByText(/^Left until .*: \D*500$/)).toBeVisible();
  await expectNoAxeViolations(page, 'safer gambling page');

  // A PromptPay deposit over the limit is refused with the limit named.
  await page.goto('/en/setting/wallet');
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('600');
  await page.getByTestId('layout-content').getByRole('button', { name: 'Deposit' }).click();
  // Under the amount, in the page's language: which limit, and how much may still be deposited today.
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('This is over your daily deposit limit: you can deposit 500.00 THB more today'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeHidden();

  // Raising it waits 24 hours: the current limit stays and the change shows when it applies; cancel it.
  await page.goto(LIMITS_PAGE);
  await daily.getByLabel('New limit (THB)').fill('2000');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByRole('status')).toHaveText(/^Saved: the change applies on /);
  await expect(daily.getByText(/^Changes to \D*2,000 on /)).toBeVisible();
  await expect(daily.getByText(/^Current limit: \D*500$/)).toBeVisible();
  await expectNoAxeViolations(page, 'safer gambling page, raise pending');
  await daily.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(daily.getByRole('status')).toHaveText('The change was cancelled; your current limit stays.');
  await expect(daily.getByText(/^Changes to/)).toBeHidden();
});

test('the reality check reminds a member in a game at the interval they chose, and stops play', async ({
  page,
}) => {
  // Two one-minute reminders.
  test.setTimeout(240_000);
  const api = page.request;
  // A one-minute reminder is a real option staff can offer the brand's members.
  await offerIntervals(api, [1, 15, 30, 60], 'e2e: a one-minute reality check');
  try {
    await newMemberWithProfile(api, { password: 'Reality123', firstName: 'Real', lastName: 'Check' });
    await page.goto(LIMITS_PAGE);
    await page.getByLabel('Remind me').selectOption({ label: 'Every 1 min' });
    await page.getByRole('button', { name: 'Save reminder' }).click();
    await expect(page.getByText('Saved: your reminder setting applies now.')).toBeVisible();

    await playFromLobby(page, 'Jade Fortune');
    await expect(page).toHaveURL(/\/en\/games\/\d+$/);
    const reminder = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(reminder).toBeVisible({ timeout: 80_000 });
    await expect(reminder).toContainText('You have been playing for 1 min.');
    await expect(reminder).toContainText(/Net result: \D*0/);
    await expect(reminder.getByRole('button', { name: 'Continue playing' })).toBeFocused();
    await expect(reminder.getByRole('link', { name: 'Review my limits' })).toHaveAttribute(
      'href',
      LIMITS_PAGE,
    );
    await expectNoAxeViolations(page, 'reality check dialog');
    await reminder.getByRole('button', { name: 'Continue playing' }).click();
    await expect(reminder).toBeHidden();

    await expect(reminder).toBeVisible({ timeout: 80_000 });
    await expect(reminder).toContainText('You have been playing for 2 min.');
    await reminder.getByRole('button', { name: 'Stop playing' }).click();
    await expect(page).toHaveURL(/\/en$/);
  } finally {
    await offerIntervals(api, [15, 30, 60, 120], 'e2e: intervals restored');
  }
});
