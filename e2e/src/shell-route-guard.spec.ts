import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './support/members';

test('a logged-in member who opens /register is sent home (route guard), in en and th', async ({ page }) => {
  // Through the real API with the browser's own cookie jar, so the page is logged in.
  const { phone } = await registerAndLogIn(page.request, 'Guard1234');

  await page.goto('/en/register');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(`Logged in as ${phone}`).first()).toBeVisible();

  await page.goto('/th/register');
  await expect(page).toHaveURL(/\/th$/);
});

test('an anonymous visitor may open /register', async ({ page }) => {
  await page.goto('/en/register');
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
});
