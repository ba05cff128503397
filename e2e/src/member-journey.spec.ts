import { expect, test } from '@playwright/test';
import { uniquePhone } from './support/members';
import { header } from './support/page';

// Issue 2's journey, as a new user following the README would try it: register, see a zero balance, keep the
// session across a reload, log out, log back in, log out again.
test('a new visitor registers, sees a zero balance, logs out and logs back in', async ({ page }) => {
  const phone = uniquePhone();
  const password = 'Journey123';

  await page.goto('/en');
  // The page is ready when its lobby is (waiting for the network to go quiet fails on a busy machine).
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await header(page).getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/en\/register$/);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am 18 or over and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();

  // Registered members are logged in and taken home; the wallet was created in THB with nothing in it.
  await expect(page).toHaveURL(/\/en$/);
  await expect(header(page).getByText(`Logged in as ${phone}`)).toBeVisible();
  // Zero, with no decimals (THB has enable_decimal off), after the currency symbol (spec section 9).
  await expect(header(page).locator('output')).toHaveText(/^\S+0$/);

  // The cookie carries the session across a reload.
  await page.reload();
  await expect(header(page).getByText(`Logged in as ${phone}`)).toBeVisible();

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or phone number').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).locator('output')).toHaveText(/^\S+0$/);

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a wrong password is refused with the generic message', async ({ page }) => {
  await page.goto('/en/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username or phone number').fill('0800000000');
  await form.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await form.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('alertdialog')).toContainText('Username or password is incorrect');
  await expect(page).toHaveURL(/\/en\/login$/);
});
