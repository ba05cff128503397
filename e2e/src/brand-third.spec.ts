import { expect, test } from '@playwright/test';
import { endpointPath, publicApi } from '@casino/contracts';
import type { Currency } from '@casino/contracts';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { OwnStack } from './support/own-stack';

/**
 * The third brand, added as one config file (tools/brands/src/configs/alpine-crown.ts), on a stack of its
 * own started as `BRAND=alpine-crown npm start` would: not a third stack of the suite, which every spec would
 * wait for. Its name, light palette, bundled font, euros and a clean axe run on home.
 */
const ALPINE = {
  name: 'Alpine Crown',
  background: 'rgb(244, 247, 251)', // #f4f7fb
  text: 'rgb(20, 33, 61)', // #14213d
  brand: '#1b4f8a',
  font: 'Albert Sans Variable',
};

test.describe.configure({ mode: 'serial' });

let stack: OwnStack;

test.beforeAll(async () => {
  // A cold build of the brand's site takes a minute or two; Nx's cache answers the next runs.
  test.setTimeout(360_000);
  stack = new OwnStack({ BRAND: 'alpine-crown' });
  await stack.start();
});

test.afterAll(async () => {
  await stack?.dispose();
});

/** A new member in the site's currency (the euro, the only one offered), logged in on `api`'s cookies. */
async function euroMember(api: APIRequestContext) {
  const currencies = await api.get(`${stack.url}${endpointPath(publicApi.currencyFind)}`);
  const offered = ((await currencies.json()) as { data: Currency[] }).data;
  expect(offered.map((currency) => currency.code)).toEqual(['EUR']);
  const phone = `6${`${Date.now()}`.slice(-8)}`;
  const password = 'Alpine123';
  const registered = await api.post(`${stack.url}${endpointPath(publicApi.register)}`, {
    data: {
      username: phone,
      phone,
      password,
      confirm_password: password,
      country_code: 'ES',
      currencyId: offered[0]?.id,
      terms_condition: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await api.post(`${stack.url}${endpointPath(publicApi.login)}`, {
    data: { strategy: 'local', username: phone, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return phone;
}

test('home is Alpine Crown: its name, palette and bundled font, served by the site itself', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto(`${stack.url}/en`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: ALPINE.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(ALPINE.name));
  const look = await page.evaluate(async (family) => {
    await document.fonts.ready;
    const page = getComputedStyle(document.documentElement);
    const body = getComputedStyle(document.body);
    return {
      background: page.backgroundColor,
      color: page.color,
      fontFamily: body.fontFamily,
      fontLoaded: document.fonts.check(`16px "${family}"`),
    };
  }, ALPINE.font);
  expect(look.background).toBe(ALPINE.background);
  expect(look.color).toBe(ALPINE.text);
  expect(look.fontFamily.startsWith(`"${ALPINE.font}"`)).toBe(true);
  expect(look.fontLoaded).toBe(true);
  // The woff2 files come from the site's own assets, never a font CDN.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests)
    expect(url).toMatch(new RegExp(`^${stack.url}/assets/albert-sans-.*\\.woff2$`));
});

test("a member's balance is in euros with cents", async ({ page }) => {
  await euroMember(page.request);
  await page.goto(`${stack.url}/en`);
  await expect(page.getByRole('banner').locator('output')).toHaveText('€0.00');
  // The cashbox: the wallets in euros, and the bank transfer's euro-sized limits.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(cashbox.getByText('Main wallet')).toBeVisible();
  await expect(cashbox.getByText('From €10.00 to €10,000.00')).toBeVisible();
});

test('the cached template colour is on the first frame, before the app runs, then the served one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('casino.template_color', '#7a3cff');
    requestAnimationFrame(() => {
      const style = getComputedStyle(document.documentElement);
      (window as unknown as { firstFrameBrand: string }).firstFrameBrand = style
        .getPropertyValue('--casino-color-brand-base')
        .trim();
    });
  });
  await page.goto(`${stack.url}/en`);
  expect(await page.evaluate(() => (window as unknown as { firstFrameBrand: string }).firstFrameBrand)).toBe(
    '#7a3cff',
  );
  // Once the global config arrives its template_color (the brand's own colour, seeded) takes over and is cached.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casino.template_color')))
    .toBe(ALPINE.brand);
});

test('home passes axe (WCAG 2.1 AA) in the light palette, for a visitor and a member', async ({ page }) => {
  await page.goto(`${stack.url}/en`);
  await expect(page.getByRole('banner')).toBeVisible();
  // Checked at rest: the top loading bar shows only while the page still fetches.
  const loading = page.getByRole('progressbar', { name: 'Loading' });
  await page.waitForLoadState('networkidle');
  await expect(loading).toHaveCount(0);
  const visitor = await axeViolations(page, 'alpine-crown en home (visitor)');
  await euroMember(page.request);
  await page.goto(`${stack.url}/en`);
  await expect(page.getByRole('banner').locator('output')).toHaveText('€0.00');
  await page.waitForLoadState('networkidle');
  await expect(loading).toHaveCount(0);
  const member = await axeViolations(page, 'alpine-crown en home (member)');
  expect([...visitor, ...member], formatViolations([...visitor, ...member])).toEqual([]);
});
