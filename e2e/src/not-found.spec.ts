import { expect, test } from '@playwright/test';

test('an unmatched route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/en/no-such-page');

  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});
