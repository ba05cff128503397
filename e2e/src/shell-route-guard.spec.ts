import { expect, test } from '@playwright/test';

/** A Thai mobile number no earlier run has used: 10 digits starting 08. */
function uniquePhone(): string {
  return `08${`${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8)}`;
}

test('a logged-in member who opens /register is sent home (route guard), in en and th', async ({ page }) => {
  const phone = uniquePhone();
  const password = 'Guard1234';
  // Through the real API with the browser's own cookie jar, so the page is logged in.
  const registered = await page.request.post('/pbgapi/pb/users-register', {
    data: {
      username: phone,
      phone,
      password,
      confirm_password: password,
      country_code: 'TH',
      currencyId: 1,
      subscribe_email: false,
      terms_condition: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const login = await page.request.post('/pbgapi/pb/authentication', {
    data: { strategy: 'local', username: phone, password },
  });
  expect(login.ok()).toBe(true);

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
