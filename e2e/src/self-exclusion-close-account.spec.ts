import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './support/members';
import { header } from './support/page';
import { expectNoAxeViolations, refusedLogin } from './support/self-exclusion';

const PASSWORD = 'Close1234';

test('a member closes an empty account: logged out, and login is refused as closed', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page.request, PASSWORD);

  await page.goto('/en/setting/close-account');
  await expect(page.getByRole('heading', { name: 'Close account' })).toBeVisible();
  await expect(page.getByText('Balance: 0.00 THB')).toBeVisible();
  await expect(
    page.getByText('Your wallet is empty and nothing is pending: you can close your account.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'close account');

  await page.getByLabel('Why are you leaving? (optional)').selectOption({ label: 'I play on another site' });
  await page.getByLabel('Your password').fill('Wrong1234');
  await page.getByRole('checkbox', { name: 'I understand that I cannot undo or shorten this.' }).check();
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();

  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await expectNoAxeViolations(page, 'close account: closed');
  expect((await page.request.get('/api/mb/users')).status()).toBe(401);
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  const refusal = await refusedLogin(page, member.phone, PASSWORD);
  await expect(refusal).toContainText('This account is closed. It cannot be used to log in any more.');
});
