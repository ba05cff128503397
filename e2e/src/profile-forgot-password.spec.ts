import { expect, test } from '@playwright/test';
import { registerMember } from './support/members';
import { latestOtp } from './support/outbox';
import { header } from './support/page';

test('a member resets a forgotten password by SMS code and logs in with the new one', async ({ page }) => {
  test.setTimeout(90_000);
  const { phone } = await registerMember(page.request, 'Forgot123');

  await page.goto('/en/forgot-password');
  await page.getByLabel('Username').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/Reference code: \S+/)).toBeVisible();
  await page.getByLabel('OTP code').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('New password', { exact: true }).fill('Renewed456');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in with it.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to log in' }).click();
  await page.getByRole('main').getByLabel('Username or phone number').fill(phone);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Renewed456');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});
