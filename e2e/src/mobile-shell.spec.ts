import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { endpointPath, memberApi } from '@casino/contracts';
import { axeViolations, formatViolations, settled } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { pendingReference, sendWebhook } from './support/payments';
import { brandSettings, withBrandSettings } from './support/staff';
import { STACKS } from './support/stacks';

// The phone shell (apps/casino-mobile) the platform serves at /m/ on the site's own origin; this file runs
// in the `mobile` project (iPhone 13 in Chromium), some tests on a Pixel 7 in LINE's in-app browser.
const [main] = STACKS;
if (!main) throw new Error('No stack to test');
const BASE_URL = main.baseURL;
const WALLET_PATH = endpointPath(memberApi.walletFind);
const LINE_PIXEL_7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36 Line/14.9.0';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function expectNoViolations(page: Page, view: string) {
  await settled(page);
  const violations = await axeViolations(page, view);
  expect(violations, formatViolations(violations)).toEqual([]);
}

function bottomNav(page: Page) {
  return page.getByTestId('mobile-bottom-nav');
}

/** A member with a complete profile (so games launch), made through the API without touching the page. */
async function memberElsewhere(password: string) {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    return await newMemberWithProfile(api, { password, firstName: 'Phone', lastName: 'Player' });
  } finally {
    await api.dispose();
  }
}

/** Drags the page down from its top with the primary pointer, as a thumb pulls to refresh. */
async function pullDown(page: Page, distance: number) {
  const area = await page.getByTestId('pull-to-refresh').boundingBox();
  if (!area) throw new Error('No pull-to-refresh area');
  const x = area.x + area.width / 2;
  const y = area.y + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(x, y + (distance * step) / 8);
  await page.mouse.up();
}

test('a visitor lands on /m/: the phone home, the bottom navigation to the games, and the menu sheet with the languages', async ({
  page,
}) => {
  await page.goto('/m/en');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  const nav = bottomNav(page);
  for (const name of ['Home', 'Games', 'Promotions', 'Deposit', 'Menu']) {
    await expect(
      nav.getByRole(name === 'Deposit' || name === 'Menu' ? 'button' : 'link', { name }),
    ).toBeVisible();
  }
  // Always on screen, at the bottom of the phone's viewport.
  const box = await nav.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  await expectNoViolations(page, 'mobile home');

  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/en\/games$/);
  await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page, 'mobile games');

  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/en\/promotions$/);

  // The Menu: a bottom sheet with Log in, Register and the languages; Thai keeps the page.
  await nav.getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'Register' })).toBeVisible();
  await expectNoViolations(page, 'mobile menu sheet');
  await sheet.getByRole('button', { name: 'ไทย' }).click();
  await expect(page).toHaveURL(/\/m\/th\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('a member logs in through the full-screen dialog, pulls to refresh the balance, deposits in the cashbox and opens a game in place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const password = 'Phone1234';
  const member = await memberElsewhere(password);

  await page.goto('/m/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  // Full screen on the phone: the dialog covers the whole viewport.
  const loginBox = await login.boundingBox();
  expect(loginBox?.height).toBe(page.viewportSize()?.height);
  expect(loginBox?.width).toBe(page.viewportSize()?.width);
  await login.getByLabel('Username or phone number').fill(member.phone);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  const balance = page.getByTestId('mobile-balance');
  await expect(balance).toHaveText('฿0');

  // Pull to refresh: a pull past the threshold asks the wallet again, and says so.
  const walletRead = page.waitForRequest((r) => r.url().includes(WALLET_PATH) && r.method() === 'GET');
  await pullDown(page, 140);
  await walletRead;
  await expect(page.getByRole('status').filter({ hasText: 'Balance updated' })).toBeAttached();
  // Its button twin, for keyboards and screen readers.
  const buttonRead = page.waitForRequest((r) => r.url().includes(WALLET_PATH) && r.method() === 'GET');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await buttonRead;

  // The bottom navigation's Deposit opens the cashbox, full screen; a PromptPay deposit paid by the gateway.
  await bottomNav(page).getByRole('button', { name: 'Deposit' }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(cashbox).toBeVisible();
  expect((await cashbox.boundingBox())?.height).toBe(page.viewportSize()?.height);
  await cashbox.getByRole('button', { name: 'PromptPay QR' }).click();
  await cashbox.getByLabel('Amount').fill('300');
  await expectNoViolations(page, 'mobile cashbox');
  await cashbox.getByRole('button', { name: 'Deposit', exact: true }).click();
  await sendWebhook(page.request, 'promptpay', {
    event_id: `e2e-mobile-${member.phone}`,
    type: 'payment.succeeded',
    reference: await pendingReference(page),
    amount: '300.00',
  });
  const success = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(balance).toHaveText('฿300');
  await page.keyboard.press('Escape');
  await expect(cashbox).toBeHidden();

  // An iframe game on an iPhone: the play page in this tab, under /m/.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Jade Fortune');
  await page.getByRole('button', { name: /^Play Jade Fortune / }).click();
  await expect(page).toHaveURL(/\/m\/en\/games\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Jade Fortune' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Game: Jade Fortune"]').locator('#play')).toBeVisible();
  await expectNoViolations(page, 'mobile game page');
});

test.describe('in LINE on a Pixel 7', () => {
  test.use({ userAgent: LINE_PIXEL_7, viewport: { width: 412, height: 839 }, deviceScaleFactor: 2.625 });

  test('an iframe game navigates in place even when staff open iframe games in a new window', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const password = 'Line12345';
    await newMemberWithProfile(page.request, { password, firstName: 'Line', lastName: 'Player' });
    const before = await brandSettings(page.request);
    await withBrandSettings(
      page.request,
      { should_iframe_redirect: true, mobile_url: before.mobile_url },
      async () => {
        await page.goto('/m/en');
        await expect(page.getByTestId('mobile-balance')).toHaveText('฿0');
        let opened = false;
        page.context().on('page', () => (opened = true));
        await page.getByRole('searchbox', { name: 'Search games' }).fill('Jade Fortune');
        await page.getByRole('button', { name: /^Play Jade Fortune / }).click();
        await expect(page).toHaveURL(/\/m\/en\/games\/\d+$/);
        expect(opened).toBe(false);
      },
    );
  });
});

test('the shell is installable: a manifest per brand with its name, colours and icons', async ({ page }) => {
  await page.goto('/m/en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/m/manifest.webmanifest');
  const reply = await page.request.get(href ?? '');
  expect(reply.ok()).toBe(true);
  const manifest = (await reply.json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Royal Siam',
    start_url: '/m/',
    scope: '/m/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable']);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  }
});

test('offline, the service worker answers a page with the offline page in its language; API calls are not cached', async ({
  page,
  context,
}) => {
  await page.goto('/m/th');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toEqual(['/m/offline.html']);

  await context.setOffline(true);
  try {
    await page.goto('/m/th/promotions');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('คุณออฟไลน์อยู่');
    await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
    await expectNoViolations(page, 'mobile offline page');
  } finally {
    await context.setOffline(false);
  }
});

test("a phone on casino-web goes to the phone shell's register page with its ref_code when mobile_url is /m/", async ({
  page,
  browser,
}) => {
  const before = await brandSettings(page.request);
  await withBrandSettings(
    page.request,
    { should_iframe_redirect: before.should_iframe_redirect, mobile_url: `${BASE_URL}/m/` },
    async () => {
      await page.goto('/?ref_code=FRIEND42');
      await expect(page).toHaveURL(`${BASE_URL}/m/en/register?ref_code=FRIEND42`);
      await expect(page.getByTestId('mobile-bottom-nav')).toBeVisible();
      await page.goto('/en/promotions');
      await expect(page).toHaveURL(`${BASE_URL}/m/en/promotions`);

      // A desktop browser at a phone's width stays on casino-web: the redirect keys on the user agent.
      // (A new context takes the project's options, the iPhone's user agent among them: set a desktop's.)
      const desktop = await browser.newContext({
        userAgent: DESKTOP_CHROME,
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: false,
      });
      try {
        const desktopPage = await desktop.newPage();
        await desktopPage.goto(`${BASE_URL}/en/promotions`);
        await expect(desktopPage.locator('[data-layout="default"]')).toBeVisible({ timeout: 20_000 });
        expect(new URL(desktopPage.url()).pathname).toBe('/en/promotions');
      } finally {
        await desktop.close();
      }
    },
  );
});
