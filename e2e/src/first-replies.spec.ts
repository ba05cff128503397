import { expect, test } from '@playwright/test';
import { firstReplyUrls } from './support/first-replies';

/**
 * The server writes the reads a page's first render waits for into the page (the language list, global
 * config, the language's feature switches and system config, and on home the banners), and preloads the
 * first banner's picture: a first visit asks the API for none of them, and the page is whole.
 */
for (const { lang, title } of [
  { lang: 'en', title: /^Welcome to / },
  { lang: 'th', title: /^ยินดีต้อนรับสู่ / },
]) {
  test(`home's first reads come inside the page, none asked again (${lang})`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/pbgapi/')) asked.push(`${url.pathname}${decodeURIComponent(url.search)}`);
    });
    const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await page.goto(`/${lang}?ab_Home_Page_1=A`);
    const written = firstReplyUrls(await (await document).text());

    const carousel = page
      .getByRole('region', { name: /./ })
      .filter({ has: page.locator('img[fetchpriority="high"]') });
    await expect(carousel.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    expect(written.map((url) => url.split('?')[0])).toEqual(
      expect.arrayContaining([
        '/pbgapi/pb/language',
        '/pbgapi/pb/global-config',
        '/pbgapi/pb/custom-function',
        '/pbgapi/pb/system-config',
        '/pbgapi/pb/system-banner',
      ]),
    );
    // The shell's own reads were all answered from the page.
    for (const url of written.filter((u) => /is_member|global-config|system-config|system-banner/.test(u))) {
      expect(asked, `${url} was asked again`).not.toContain(url);
    }
    // The first banner's picture was asked for by the page's preload, before any script ran.
    const preload = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
    const firstBanner = await carousel.first().locator('img').first().getAttribute('src');
    expect(preload).toBe(firstBanner);
    // Read once: the page no longer carries them.
    await expect(page.locator('#first-replies')).toHaveCount(0);
  });
}

test('a page other than home has the shell reads but not the banners', async ({ page }) => {
  const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto('/en/games');
  const written = firstReplyUrls(await (await document).text());
  expect(written).toContain('/pbgapi/pb/global-config');
  expect(written.some((url) => url.includes('system-banner'))).toBe(false);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
});
