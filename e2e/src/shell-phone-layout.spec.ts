import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LANGUAGE_CODES } from '@casino/contracts';
import { registerAndLogIn } from './support/members';
import { header } from './support/page';
import { texts } from './support/texts';

/** The narrowest phone the header must fit, and a common one. */
const PHONE_WIDTHS = [320, 390] as const;

interface Misfit {
  control: string;
  problem: string;
}

/**
 * Every control the header shows: inside the window's width and the bar's height, its text not clipped,
 * and on top at its centre (so a finger or a click reaches it). Returns what does not fit.
 */
async function headerMisfits(page: Page): Promise<Misfit[]> {
  return header(page).evaluate((bar) => {
    const misfits: { control: string; problem: string }[] = [];
    const barRect = bar.getBoundingClientRect();
    const controls = bar.querySelectorAll<HTMLElement>('a[href], button, select, output, img');
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue; // hidden at this width
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (rect.left < 0 || rect.right > window.innerWidth + 0.5) {
        misfits.push({ control: name, problem: `x ${rect.left}..${rect.right} of ${window.innerWidth}` });
      }
      if (rect.top < barRect.top - 0.5 || rect.bottom > barRect.bottom + 0.5) {
        misfits.push({ control: name, problem: `y ${rect.top}..${rect.bottom} outside the bar` });
      }
      if (control.scrollWidth > control.clientWidth + 1 && control.tagName !== 'IMG') {
        misfits.push({
          control: name,
          problem: `text clipped (${control.scrollWidth} > ${control.clientWidth})`,
        });
      }
      const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!onTop || !(control === onTop || control.contains(onTop))) {
        misfits.push({ control: name, problem: 'covered' });
      }
    }
    if (bar.scrollWidth > bar.clientWidth) {
      misfits.push({ control: 'header', problem: `overflows (${bar.scrollWidth} > ${bar.clientWidth})` });
    }
    return misfits;
  });
}

for (const width of PHONE_WIDTHS) {
  test.describe(`the phone header at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('fits a visitor in every language: logo, Log in, Register and the menu', async ({ page }) => {
      test.setTimeout(120_000); // fifteen page loads
      for (const lang of LANGUAGE_CODES) {
        const t = texts(lang);
        await page.goto(`/${lang}`);
        await expect(header(page).getByRole('button', { name: t('common.header.login') })).toBeVisible();
        await expect(header(page).getByRole('link', { name: t('common.header.register') })).toBeVisible();
        await expect(header(page).getByRole('button', { name: t('common.header.menu') })).toBeVisible();
        expect(await headerMisfits(page), lang).toEqual([]);
      }
    });

    test('fits a member in every language: logo, balance, Deposit and the menu', async ({ page }) => {
      test.setTimeout(120_000); // fifteen page loads
      const { phone } = await registerAndLogIn(page.request, 'Phone1234');
      for (const lang of LANGUAGE_CODES) {
        const t = texts(lang);
        await page.goto(`/${lang}`);
        await expect(header(page).getByRole('button', { name: t('common.header.deposit') })).toBeVisible();
        await expect(header(page).locator('output')).toHaveText(/0/);
        await expect(header(page).getByRole('button', { name: t('common.header.menu') })).toBeVisible();
        // Log out and the account links are the menu's now.
        await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeHidden();
        expect(await headerMisfits(page), lang).toEqual([]);
      }

      // The menu opens inside the window with the member's name, and its Log out works.
      await page.goto('/en');
      const toggle = header(page).getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(menu.getByText(`Logged in as ${phone}`)).toBeVisible();
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await menu.getByRole('button', { name: 'Log out' }).click();
      await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('the phone header by keyboard', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test('the menu opens with Enter, its items follow in the tab order, Escape closes it', async ({ page }) => {
    await page.goto('/en');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('choosing the language in the menu keeps the page and closes the menu', async ({ page }) => {
    await page.goto('/en/promotions');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('combobox', { name: 'Switch language' }).selectOption('th');
    await expect(page).toHaveURL(/\/th\/promotions$/);
    const th = texts('th');
    await expect(header(page).getByRole('button', { name: th('common.header.menu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('the play page: the game fills the window below its bar at every size, no gap, no page scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('jade');
  await page.getByRole('button', { name: 'Try Jade Fortune for free' }).click();
  await expect(page).toHaveURL(/\/en\/games\/\d+\?demo=1$/);
  await expect(page.locator('iframe[title="Game: Jade Fortune"]')).toBeVisible();

  for (const viewport of [
    { width: 320, height: 568 },
    { width: 390, height: 740 },
    { width: 768, height: 1024 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    const layout = await page.evaluate(() => {
      const frame = document.querySelector('iframe')?.getBoundingClientRect();
      return {
        frameBottom: Math.round(frame?.bottom ?? 0),
        frameHeight: frame?.height ?? 0,
        windowHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      };
    });
    const size = `${viewport.width}x${viewport.height}`;
    expect(layout.frameBottom, size).toBe(layout.windowHeight);
    expect(layout.pageHeight, size).toBeLessThanOrEqual(layout.windowHeight);
    expect(layout.frameHeight, size).toBeGreaterThan(layout.windowHeight / 2);
  }
});
