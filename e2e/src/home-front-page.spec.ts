import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations, settled } from './support/axe';
import { STACKS } from './support/stacks';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Counts the page's layout shifts from its first script on (read with `layoutShift`). */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}${
            node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''
          }`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The home page in variant A (banners, hero, storefront, lobby), its layout shifts counted from the start. */
async function openHome(page: Page, lang = 'en') {
  await countLayoutShifts(page);
  await page.goto(`/${lang}?ab_Home_Page_1=A`);
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel).toBeVisible();
  return carousel;
}

/** The page's cumulative layout shift so far, and what moved. */
async function layoutShift(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (total > 0) console.log(JSON.stringify(shifts));
  return total;
}

/** The slide the carousel shows: the one group of its slides that is not hidden. */
const currentSlide = (page: Page) =>
  page.getByRole('region', { name: 'Featured' }).locator('[aria-roledescription="slide"]:not([aria-hidden])');

test.describe('the home page sells', () => {
  test.use({ viewport: DESKTOP });

  test('banner carousel: pause, next, previous, dots, keys, its link; the box never moves', async ({
    page,
  }) => {
    const carousel = await openHome(page);
    const images = carousel.locator('img');
    await expect(images).toHaveCount(4);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute('src', '/pbgapi/assets/banners/welcome.svg');
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const box = await carousel.locator(':scope > div').first().boundingBox();
    expect(box && Math.round(box.width / box.height)).toBe(3);

    // WCAG 2.2.2: the slide show stops for good with its button.
    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    // On a slow first load the show may have turned once before the click: start from slide 1.
    await carousel.getByRole('button', { name: 'Slide 1: Welcome bonus' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Welcome bonus');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Spin the hottest slots');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Climb the VIP levels');
    await carousel.getByRole('button', { name: 'Slide 3: Live casino, real dealers' }).click();
    await expect(
      carousel.getByRole('button', { name: 'Slide 3: Live casino, real dealers' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Live casino, real dealers');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Climb the VIP levels');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Welcome bonus');
    // Hidden slides' links are out of reach: one link in the carousel.
    await expect(carousel.getByRole('link')).toHaveCount(1);

    // Paused, nothing moves on its own.
    await page.waitForTimeout(6_500);
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Welcome bonus');

    const shift = await layoutShift(page);
    console.log(`home layout shift (1366 px): ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);

    await carousel.getByRole('link', { name: 'See promotions' }).click();
    await expect(page).toHaveURL(/\/en\/promotions$/);
  });

  // Issue 18: CLS <= 0.02. Variant B's lobby grew from its filters to its grid above the banners, and
  // the games page showed the footer until the grid arrived and pushed it away (0.25 each on a slow phone).
  test('variant B and the games page do not move while the lobby and its games arrive', async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await countLayoutShifts(page);
    for (const path of ['/en?ab_Home_Page_1=B', '/en/games']) {
      await page.goto(path);
      // Four times slower than this machine, beside the other stacks: the grid takes its time.
      await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      const shift = await layoutShift(page);
      console.log(`${path} layout shift (1366 px, 4x CPU): ${shift.toFixed(4)}`);
      expect(shift).toBeLessThan(0.02);
    }
  });

  test('the slide show turns on its own and holds while the pointer is over it', async ({ page }) => {
    const carousel = await openHome(page);
    await page.mouse.move(0, 700);
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Spin the hottest slots', {
      timeout: 9_000,
    });
    await carousel.hover();
    await page.waitForTimeout(6_500);
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Spin the hottest slots');
  });

  test('category rail to the games page, Popular / New / Jackpots rows and See all', async ({ page }) => {
    await openHome(page);
    const rail = page.getByRole('navigation', { name: 'Game categories' });
    await expect(rail.getByRole('link')).not.toHaveCount(0);
    for (const row of ['Popular', 'New', 'Jackpots']) {
      await expect(page.getByRole('region', { name: row, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Popular', exact: true }).getByText('Jade Fortune'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'New', exact: true }).getByText('Temple Ways'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Jackpots', exact: true }).getByText('Dragon Pearl'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'See all Jackpots games' }).click();
    await expect(page).toHaveURL(/\/en\/games\?tag=jackpots$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackpots');
    await expect(page.getByRole('tab', { name: 'Jackpots' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-card').filter({ hasText: 'Dragon Pearl' })).toBeVisible();

    await page.goto('/en?ab_Home_Page_1=A');
    await rail.getByRole('link', { name: /^Slots/ }).click();
    await expect(page).toHaveURL(/\/en\/games\?category=slots$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Slots' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // A card's picture keeps the art's 4:3 whatever the card's width: its 240 px height attribute once
    // held a narrow card's picture taller than wide, cutting the title's name off the art.
    const picture = await page.getByTestId('game-card').first().locator('img').first().boundingBox();
    expect((picture?.width ?? 0) / (picture?.height ?? 1)).toBeCloseTo(4 / 3, 1);
  });

  test("provider strip to providerselect and to a provider's games", async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Game providers' });
    await strip.getByRole('link', { name: /^Neon Reels/ }).click();
    await expect(page).toHaveURL(/\/en\/games\?provider=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neon Reels');
    await expect(page.getByTestId('game-card').first()).toContainText('Neon Reels');

    await page.goto('/en?ab_Home_Page_1=A');
    await strip.getByRole('link', { name: 'All providers' }).click();
    await expect(page).toHaveURL(/\/en\/providerselect$/);
    const cards = page.getByTestId('provider-cards');
    await expect(cards.getByRole('link', { name: /^Jade Studio/ })).toContainText(/\d+ games/);
    await cards.getByRole('link', { name: /^Jade Studio/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jade Studio');
    await expect(page.getByTestId('game-card').first()).toContainText('Jade Studio');
  });
});

for (const stack of STACKS) {
  test.describe(`axe on the storefront of ${stack.brand}`, () => {
    test.use({ baseURL: stack.baseURL });

    test('home at 1366 and 390 px, the games page and providerselect: no violation', async ({ page }) => {
      test.setTimeout(120_000);
      const violations = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const carousel = await openHome(page);
        await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
        await expect(page.getByRole('region', { name: 'Popular', exact: true })).toBeVisible();
        await expect(page.getByTestId('game-card').first()).toBeVisible();
        await settled(page);
        violations.push(...(await axeViolations(page, `home ${viewport.width}px`)));
        if (viewport === PHONE) {
          const box = await carousel.locator(':scope > div').first().boundingBox();
          expect(box && (box.width / box.height).toFixed(2)).toBe((16 / 9).toFixed(2));
          console.log(`${stack.brand} home layout shift (390 px): ${(await layoutShift(page)).toFixed(4)}`);
        }
      }
      await page.setViewportSize(DESKTOP);
      await page.goto('/en/games?category=slots');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await settled(page);
      violations.push(...(await axeViolations(page, 'games')));
      await page.goto('/en/providerselect');
      await expect(page.getByTestId('provider-cards')).toBeVisible();
      await settled(page);
      violations.push(...(await axeViolations(page, 'providerselect')));
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
}
