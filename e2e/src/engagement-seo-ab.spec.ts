import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header } from './support/page';
import {
  dataLayerEvents,
  languageIds,
  recordPolicyViolations,
  withoutEngagementPrompts,
  withScriptTags,
  withSeoRows,
  withThirdPartyScripts,
} from './support/site-content';
import { texts } from './support/texts';

/**
 * SEO per language and page group, the operator's script tags on their page group only, analytics from
 * the global config loaded after first paint and harmless when its host cannot be reached, and both
 * Home_Page_1 variants. Staff change the settings through the admin API; every test puts them back.
 */

const en = texts('en');
const th = texts('th');

test.beforeEach(async ({ page }) => {
  await withoutEngagementPrompts(page);
});

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`);

test('staff SEO per language and page group: title, description and Open Graph tags in English and Thai', async ({
  page,
}) => {
  const languages = await languageIds(page.request);
  const [enId, thId] = [languages['en'], languages['th']];
  if (!enId || !thId) throw new Error('The site offers no English or Thai');
  /** What the site serves a language's pages that have no row of their own. */
  const defaultSeo = async (languageId: number) => {
    const reply = await page.request.get(`/pbgapi/pb/seo-config?language_id=${languageId}`);
    const row = ((await reply.json()) as { data: { title: string; description: string }[] }).data[0];
    if (!row) throw new Error(`No default SEO row for language ${languageId}`);
    return row;
  };

  await withSeoRows(
    page.request,
    [
      {
        languageId: enId,
        page: 'home',
        texts: {
          title: 'E2E home title',
          description: 'E2E home description',
          OG_title: 'E2E home OG title',
          OG_image: '/og-e2e-home.png',
        },
      },
      {
        languageId: thId,
        page: 'home',
        texts: {
          title: 'หน้าแรก E2E',
          description: 'คำอธิบายหน้าแรก E2E',
          OG_title: 'หน้าแรก OG E2E',
          OG_image: 'https://cdn.example.test/og-e2e-th.png',
        },
      },
      // Only a title: the other fields come from the language's default row.
      {
        languageId: enId,
        page: 'promotions',
        texts: { title: 'E2E promotions title', description: '', OG_title: '', OG_image: '' },
      },
    ],
    async () => {
      await page.goto('/en');
      await expect(page).toHaveTitle('E2E home title');
      await expect(meta(page, 'name', 'description')).toHaveAttribute('content', 'E2E home description');
      await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'E2E home OG title');
      await expect(meta(page, 'property', 'og:description')).toHaveAttribute(
        'content',
        'E2E home description',
      );
      await expect(meta(page, 'property', 'og:image')).toHaveAttribute(
        'content',
        new URL('/og-e2e-home.png', page.url()).href,
      );
      await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'en');

      // The language switcher keeps the page and the head follows the language.
      await page.getByRole('combobox', { name: en('common.a11y.switchLanguage') }).selectOption('th');
      await expect(page).toHaveURL(/\/th$/);
      await expect(page).toHaveTitle('หน้าแรก E2E');
      await expect(meta(page, 'name', 'description')).toHaveAttribute('content', 'คำอธิบายหน้าแรก E2E');
      await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'หน้าแรก OG E2E');
      await expect(meta(page, 'property', 'og:image')).toHaveAttribute(
        'content',
        'https://cdn.example.test/og-e2e-th.png',
      );
      await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', 'th');
      // Thai promotions have no row of their own: the Thai default row, not the English promotions one.
      await header(page)
        .getByRole('link', { name: th('common.nav.promotions'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/th\/promotions$/);
      await expect(page).toHaveTitle((await defaultSeo(thId)).title);

      // Another page group's own title, its description from the English default row.
      await page.goto('/en');
      await expect(page).toHaveTitle('E2E home title');
      const defaultDescription = (await defaultSeo(enId)).description;
      await header(page)
        .getByRole('link', { name: en('common.nav.promotions'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/en\/promotions$/);
      await expect(page).toHaveTitle('E2E promotions title');
      await expect(meta(page, 'name', 'description')).toHaveAttribute('content', defaultDescription);
      await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'E2E promotions title');
    },
  );

  // Restored: the home page is titled by the default row again.
  await page.goto('/en');
  await expect(page).not.toHaveTitle('E2E home title');
});

test("a page group's script tags run on its pages only, under the content security policy", async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  // The operator's script host is not on the network here: Playwright serves its one script.
  const host = 'https://cdn.e2e-tags.example';
  await page.route(`${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.e2eExternal = "ran";',
    }),
  );
  const ranInline = () => page.evaluate(() => document.documentElement.dataset['e2eInline']);
  const ranExternal = () => page.evaluate(() => document.documentElement.dataset['e2eExternal']);
  const promotionsMeta = meta(page, 'name', 'e2e-promotions-tag');

  await withThirdPartyScripts(page.request, { script_hosts: [host] }, async () => {
    await withScriptTags(
      page.request,
      'promotions',
      {
        meta_header: '<meta name="e2e-promotions-tag" content="on">',
        header: `<script src="${host}/tag.js"></script>`,
        footer: '<script>document.documentElement.dataset.e2eInline = "ran";</script>',
      },
      async () => {
        // Another page group first: nothing of the promotions page's snippets.
        await page.goto('/en/games');
        await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
        await page.waitForLoadState('load');
        await page.waitForTimeout(1_000);
        await expect(promotionsMeta).toHaveCount(0);
        expect(await ranInline()).toBeUndefined();

        const response = await page.goto('/en/promotions');
        const policy = response?.headers()['content-security-policy'] ?? '';
        expect(policy).toMatch(
          new RegExp(`script-src 'self' [^;]*${host.replace(/\./g, '\\.')}[^;]*'sha256-`),
        );
        await expect(promotionsMeta).toHaveCount(1);
        await expect.poll(ranInline).toBe('ran');
        await expect.poll(ranExternal).toBe('ran');
        await expect(page.locator('body > [data-script-tag="promotions"]')).toHaveCount(1);

        // Leaving the page group takes its snippets out.
        await header(page)
          .getByRole('link', { name: en('common.nav.home'), exact: true })
          .click();
        await expect(page).toHaveURL(/\/en$/);
        await expect(promotionsMeta).toHaveCount(0);
        await expect(page.locator('[data-script-tag]')).toHaveCount(0);
      },
    );
  });

  // Restored: the promotions page has no snippets again.
  await page.goto('/en/promotions');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  await expect(promotionsMeta).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('GTM from the global config: page views and the experiment impression reach dataLayer while GTM cannot be reached', async ({
  page,
}) => {
  // No network to Google here: every request to its host fails, as offline.
  let gtmRequests = 0;
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtmRequests += 1;
    return route.abort('internetdisconnected');
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('analytics:'))
      warnings.push(message.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await withThirdPartyScripts(page.request, { google_tag_management: 'GTM-E2ETEST1' }, async () => {
    const response = await page.goto('/en?ab_Home_Page_1=A');
    expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    await expect(page.locator('head script[data-analytics="gtm"]')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST1',
    );
    await expect.poll(() => gtmRequests).toBeGreaterThan(0);
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('gtm could not be loaded');

    const events = await dataLayerEvents(page);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'page_view',
          page_path: '/en?ab_Home_Page_1=A',
          page_group: 'home',
          language: 'en',
        }),
        { event: 'experiment_impression', experiment: 'Home_Page_1', variant: 'A' },
        expect.objectContaining({ event: 'gtm.js' }),
      ]),
    );

    // The site works on: the lobby searches, the next page is another page view.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Jade');
    await expect(page.getByRole('button', { name: /^Play Jade Fortune / })).toBeVisible();
    await header(page)
      .getByRole('link', { name: en('common.nav.promotions'), exact: true })
      .click();
    await expect
      .poll(async () =>
        (await dataLayerEvents(page)).filter((e) => e['event'] === 'page_view').map((e) => e['page_path']),
      )
      .toEqual(['/en?ab_Home_Page_1=A', '/en/promotions']);
    expect(warnings).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  // Restored: no GTM, nothing asked of its host.
  gtmRequests = 0;
  const response = await page.goto('/en');
  expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  await expect(page.locator('head script[data-analytics]')).toHaveCount(0);
  expect(gtmRequests).toBe(0);
});

test.describe('the Home_Page_1 experiment', () => {
  const COOKIE = 'ab_Home_Page_1';
  const THREE_DAYS = 259_200;

  async function variantCookie(page: Page) {
    return (await page.context().cookies()).find((cookie) => cookie.name === COOKIE);
  }

  /** The variant the page shows: B puts the lobby's search before the site's heading. */
  async function shownVariant(page: Page): Promise<'A' | 'B'> {
    const heading = page.getByRole('heading', { level: 1 });
    // The lobby's one search box, in the page's language.
    const search = page.getByRole('main').getByRole('searchbox');
    await expect(heading).toBeVisible();
    await expect(search).toBeVisible();
    const [headingTop, searchTop] = [
      (await heading.boundingBox())?.y ?? 0,
      (await search.boundingBox())?.y ?? 0,
    ];
    return searchTop < headingTop ? 'B' : 'A';
  }

  /** The home page works: the lobby finds a game and the login dialog opens and closes. */
  async function homeWorks(page: Page) {
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Jade');
    await expect(page.getByRole('button', { name: /^Play Jade Fortune / })).toBeVisible();
    await page.getByRole('button', { name: en('common.home.loginCta') }).click();
    const dialog = page.getByRole('dialog', { name: en('auth.login.title') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  test('a new visitor gets a variant kept 259,200 s in a Lax cookie, the same after reloads', async ({
    page,
  }) => {
    await page.goto('/en');
    const shown = await shownVariant(page);
    const cookie = await variantCookie(page);
    expect(cookie).toMatchObject({ value: shown, path: '/', sameSite: 'Lax' });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(THREE_DAYS - 120);
    expect(lifetime).toBeLessThanOrEqual(THREE_DAYS + 1);
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((e) => e['event'] === 'experiment_impression'))
      .toEqual([{ event: 'experiment_impression', experiment: 'Home_Page_1', variant: shown }]);

    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      expect(await shownVariant(page)).toBe(shown);
      expect((await variantCookie(page))?.value).toBe(shown);
    }
    await homeWorks(page);
  });

  for (const variant of ['A', 'B'] as const) {
    test(`?ab_Home_Page_1=${variant} shows variant ${variant}, a whole working home page, and keeps it`, async ({
      page,
      baseURL,
    }) => {
      // A returning visitor kept in the other variant: the parameter replaces it.
      const other = variant === 'A' ? 'B' : 'A';
      await page.context().addCookies([{ name: COOKIE, value: other, url: baseURL ?? '' }]);
      await page.goto('/en');
      expect(await shownVariant(page)).toBe(other);

      await page.goto(`/en?${COOKIE}=${variant}`);
      expect(await shownVariant(page)).toBe(variant);
      expect((await variantCookie(page))?.value).toBe(variant);
      await expect
        .poll(async () => (await dataLayerEvents(page)).filter((e) => e['event'] === 'experiment_impression'))
        .toEqual([{ event: 'experiment_impression', experiment: 'Home_Page_1', variant }]);
      await homeWorks(page);

      // Without the parameter, in another language too, the variant stays.
      await page.goto('/th');
      expect(await shownVariant(page)).toBe(variant);
      await page.reload();
      expect(await shownVariant(page)).toBe(variant);
    });
  }
});
