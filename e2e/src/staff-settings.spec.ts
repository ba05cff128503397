import { devices, expect, test } from '@playwright/test';
import { newMemberWithProfile } from './support/members';
import { playFromLobby } from './support/page';
import { withBrandSettings } from './support/staff';

test('staff turn should_iframe_redirect on: an iframe game opens on its play page in a new window', async ({
  page,
}) => {
  await newMemberWithProfile(page.request, { password: 'Window123', firstName: 'Win', lastName: 'Dow' });

  await withBrandSettings(page.request, { should_iframe_redirect: true }, async () => {
    // The site reads the setting at run time: the next page load has it, no rebuild.
    const opened = page.context().waitForEvent('page');
    await playFromLobby(page, 'Jade Fortune');
    const gameWindow = await opened;
    await expect(gameWindow).toHaveURL(/\/en\/games\/\d+$/);
    await expect(gameWindow.getByRole('heading', { name: 'Jade Fortune' })).toBeVisible();
    await expect(gameWindow.locator('iframe[title="Game: Jade Fortune"]')).toBeVisible();
    // This window stays on the lobby.
    await expect(page).toHaveURL(/\/en$/);
  });

  // Off again (restored), the game opens in place.
  await playFromLobby(page, 'Jade Fortune');
  await expect(page).toHaveURL(/\/en\/games\/\d+$/);
});

test.describe('a phone visitor', () => {
  const { defaultBrowserType: _browser, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);

  test('staff set a mobile site: a phone arriving with a ref_code lands on its register page with it', async ({
    page,
    baseURL,
  }) => {
    // The same stack under another origin stands in for the mobile site; being another origin, the site
    // sends phones there, and once there (the mobile URL is its own origin) it stays: no loop.
    const mobileUrl = (baseURL ?? '').replace('localhost', '127.0.0.1');
    expect(new URL(mobileUrl).origin).not.toBe(new URL(baseURL ?? '').origin);

    await withBrandSettings(page.request, { mobile_url: mobileUrl }, async () => {
      await page.goto('/en/promotions?ref_code=ABC123');
      await expect(page).toHaveURL(`${mobileUrl}/en/register?ref_code=ABC123`);
      await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
      await expect(page.getByLabel(/Referral code/)).toHaveValue('ABC123');

      // Without a ref_code the phone keeps its page, on the mobile site.
      await page.goto('/th/promotions');
      await expect(page).toHaveURL(`${mobileUrl}/th/promotions`);
    });

    // With the mobile site removed again, phones stay.
    await page.goto('/en?ref_code=ABC123');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/en\?ref_code=ABC123$/);
  });
});

test('a desktop visitor stays on this site although staff set a mobile site', async ({ page, baseURL }) => {
  const mobileUrl = (baseURL ?? '').replace('localhost', '127.0.0.1');
  await withBrandSettings(page.request, { mobile_url: mobileUrl }, async () => {
    await page.goto('/en?ref_code=ABC123');
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/en\?ref_code=ABC123$/);
  });
});
