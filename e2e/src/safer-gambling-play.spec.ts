import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations, settled } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { playFromLobby } from './support/page';
import { depositByPromptPay } from './support/payments';

const LIMITS_PAGE = '/en/setting/safer-gambling';

async function expectNoAxeViolations(page: Page, view: string) {
  await settled(page);
  const violations = await axeViolations(page, view);
  expect(violations, formatViolations(violations)).toEqual([]);
}

test('a stake over the daily loss limit is refused by the game as not enough money; a smaller one plays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  await newMemberWithProfile(api, { password: 'LossLimit1', firstName: 'Loss', lastName: 'Limit' });
  await depositByPromptPay(api, 1000);

  await page.goto(LIMITS_PAGE);
  const loss = page.getByRole('listitem', { name: 'Daily loss limit' });
  await loss.getByLabel('New limit (THB)').fill('50');
  await loss.getByRole('button', { name: 'Save limit' }).click();
  await expect(loss.getByText(/^Current limit: \D*50$/)).toBeVisible();

  await playFromLobby(page, 'Jade Fortune');
  const slot = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  await expect(slot.locator('#balance')).toContainText('1,000');
  await slot.locator('#stake').fill('100');
  await slot.locator('#play').click();
  await expect(slot.locator('#message')).toHaveText('Not enough balance for this bet');
  await expect(slot.locator('#history li')).toHaveCount(0);
  await expect(slot.locator('#balance')).toContainText('1,000');

  await slot.locator('#stake').fill('10');
  await slot.locator('#play').click();
  await expect(slot.locator('#history li')).toHaveCount(1);
});

test('when the session time limit runs out the game page says so and leaves the game', async ({ page }) => {
  test.setTimeout(150_000);
  await newMemberWithProfile(page.request, { password: 'Session123', firstName: 'Time', lastName: 'Limit' });

  await page.goto(LIMITS_PAGE);
  const session = page.getByRole('group', { name: 'Session time limit' });
  await session.getByLabel('Minutes per login (1 to 1440)').fill('1');
  await session.getByRole('button', { name: 'Save limit' }).click();
  await expect(session.getByText('Current limit: 1 min per login')).toBeVisible();
  await expect(session.getByText(/^This session began at .*; play stops at .*\.$/)).toBeVisible();

  await playFromLobby(page, 'Jade Fortune');
  await expect(page).toHaveURL(/\/en\/games\/\d+$/);
  const ended = page.getByRole('alertdialog', { name: 'Session time limit reached' });
  await expect(ended).toBeVisible({ timeout: 80_000 });
  await expect(ended).toContainText('Play stops until you log in again.');
  await expect(ended.getByRole('button', { name: 'Leave the game' })).toBeFocused();
  await expectNoAxeViolations(page, 'session limit dialog');
  await ended.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
