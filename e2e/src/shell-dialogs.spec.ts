import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header } from './support/page';
import { texts } from './support/texts';

/** The roles a screen reader can reach: Chromium's accessibility tree, without what it ignores. */
async function reachableRoles(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => String(node.role?.value ?? ''));
}

/** Where keyboard focus is: inside the topmost open dialog, elsewhere on the page, or on the browser's own UI. */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    return active.closest('dialog') === dialogs[dialogs.length - 1] ? 'top dialog' : 'page';
  });
}

test('modals: the page behind is inert, Tab stays inside, Escape closes the topmost, focus returns', async ({
  page,
}) => {
  const t = texts('en');
  await page.goto('/en');
  const opener = header(page).getByRole('button', { name: t('common.header.login') });
  await opener.focus();
  await page.keyboard.press('Enter');

  const login = page.getByRole('dialog', { name: t('auth.login.title') });
  await expect(login).toBeVisible();
  await expect(login.getByLabel(t('auth.login.username'))).toBeFocused();
  // Only the dialog is left for assistive technology; the header, navigation and lobby are inert.
  const roles = await reachableRoles(page);
  expect(roles).toContain('dialog');
  expect(roles).not.toContain('banner');
  expect(roles).not.toContain('main');
  // Tab cycles through the dialog (and the browser's own controls), never the page behind.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).not.toBe('page');
  }
  // The page does not scroll behind the dialog.
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

  // A failed login stacks its alert over the login dialog; Escape closes the alert only.
  await login.getByLabel(t('auth.login.username')).fill('0800000000');
  await login.getByLabel(t('auth.login.password'), { exact: true }).fill('Wrong1234');
  await login.getByRole('button', { name: t('auth.login.submit') }).click();
  const failure = page.getByRole('alertdialog', { name: t('auth.login.failedTitle') });
  await expect(failure).toBeVisible();
  expect(await focusPlace(page)).toBe('top dialog');
  await page.keyboard.press('Escape');
  await expect(failure).toBeHidden();
  await expect(login).toBeVisible();

  // Escape again closes the login dialog; focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(await reachableRoles(page)).toContain('banner');
});
