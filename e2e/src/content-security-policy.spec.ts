import { expect, test } from '@playwright/test';
import { newMemberWithProfile } from './support/members';
import { header, playFromLobby } from './support/page';
import { texts } from './support/texts';

const t = texts('en');

test('home, the login dialog, the cashbox and a framed game run under the policy without one violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Chromium reports each violation on the console of the page or frame it happened in.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} on ` +
          `${event.documentURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });

  const home = await page.goto('/en');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  // The second visit paints the cached template_color with the inline bootstrap script.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('casino.template_color'))).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();

  await header(page)
    .getByRole('button', { name: t('common.header.login') })
    .click();
  await expect(page.getByRole('dialog', { name: t('auth.login.title') })).toBeVisible();
  await page.keyboard.press('Escape');

  await newMemberWithProfile(page.request, { password: 'Policy1234', firstName: 'Safe', lastName: 'Site' });
  await page.goto('/en/setting/wallet');
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();

  await playFromLobby(page, 'Jade Fortune');
  const game = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  await expect(game.locator('#balance')).not.toHaveText('…');
  await expect(game.locator('#play')).toBeEnabled();

  expect(violations).toEqual([]);
});
