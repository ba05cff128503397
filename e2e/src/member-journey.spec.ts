import { expect, test } from '@playwright/test';

/** A Thai mobile number no earlier run has used: 10 digits starting 08. */
function uniquePhone(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  return `08${tail}`;
}

test('a new visitor registers, logs in, sees a zero balance and logs out', async ({ page }) => {
  const phone = uniquePhone();
  const password = 'Journey123';

  await page.goto('/en');
  await expect(
    page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'ไทย' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/en\/register$/);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am 18 or over and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('status')).toContainText('Your account has been created');
  await page.getByLabel('Username or phone number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(`Logged in as ${phone}`)).toBeVisible();
  // Zero, with no decimals, after the wallet currency's symbol (spec section 9).
  await expect(page.getByText(/^Balance:/)).toHaveText(/^Balance: \S+ 0$/);

  // The cookie carries the session across a reload.
  await page.reload();
  await expect(page.getByText(`Logged in as ${phone}`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a wrong password is refused with the generic message', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Username or phone number').fill('0800000000');
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect');
  await expect(page).toHaveURL(/\/en\/login$/);
});
