import { expect, test } from '@playwright/test';

/**
 * The home page's heading and <html lang> in three of the fifteen languages. The seed names the site after
 * the served brand (the default stack's is Royal Siam), never a generic "Casino".
 */
const SITE = 'Royal Siam';
const languages = {
  en: { htmlLang: 'en', heading: `Welcome to ${SITE}`, notFound: 'This page could not be found' },
  th: { htmlLang: 'th', heading: `ยินดีต้อนรับสู่ ${SITE}`, notFound: 'ไม่พบหน้านี้' },
  jp: { htmlLang: 'ja', heading: `${SITE} へようこそ`, notFound: 'このページは見つかりませんでした' },
} as const;
type Lang = keyof typeof languages;

const switches: [Lang, Lang][] = [
  ['en', 'th'],
  ['th', 'jp'],
  ['jp', 'en'],
];

for (const [from, to] of switches) {
  test(`home in ${from}, then the switcher moves to ${to}: route, <html lang>, text and cookie`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${from}`);
    await expect(page.getByRole('heading', { level: 1, name: languages[from].heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', languages[from].htmlLang);
    await expect(page.locator('html')).toHaveAttribute('class', /\S/);

    await page.locator('header select').selectOption(to);

    await expect(page).toHaveURL(new RegExp(`/${to}$`));
    await expect(page.getByRole('heading', { level: 1, name: languages[to].heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', languages[to].htmlLang);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe(to);
  });
}

test('an unprefixed visit follows the locale cookie; the default language also works without a prefix', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: languages.en.heading })).toBeVisible();

  await context.addCookies([{ name: 'locale', value: 'th', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/th$/);
  await expect(page.getByRole('heading', { level: 1, name: languages.th.heading })).toBeVisible();
});

for (const lang of Object.keys(languages) as Lang[]) {
  test(`the 404 page in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/no-such-page/at-all`);

    await expect(page.getByRole('heading', { name: languages[lang].notFound })).toBeVisible();
    await page.locator('main a').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });
}

test('the terms, privacy and cookies pages come from the policy endpoint, linked from the footer', async ({
  page,
}) => {
  await page.goto('/th');
  for (const path of ['terms-and-conditions', 'privacy-policy', 'cookies-policy']) {
    await page.locator(`footer a[href="/th/${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/th/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article section').first()).toBeVisible();
  }
});
