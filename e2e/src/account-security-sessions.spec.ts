import { expect, test } from '@playwright/test';
import { endpointPath, accountSecurityApi, publicApi } from '@casino/contracts';
import { axeViolations, formatViolations, settled } from './support/axe';
import { registerAndLogIn } from './support/members';
import { header } from './support/page';
import { texts } from './support/texts';

const t = texts('en');
const PASSWORD = 'Secure1234';

test('a member signs out the other sessions: the other browser is logged out and its socket closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page.request, PASSWORD);

  // The same member on a second browser, with the site open (its live socket connected).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const login = await otherPage.request.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: member.phone, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const socketOpened = otherPage.waitForEvent('websocket', (ws) => ws.url().includes('/ws'));
  await otherPage.goto('/en/setting/security');
  const socket = await socketOpened;
  let socketClosed = false;
  socket.on('close', () => (socketClosed = true));
  await expect(header(otherPage).getByRole('button', { name: t('common.header.logout') })).toBeVisible();

  // The first browser lists both sessions, itself marked.
  await page.goto('/en/setting/security');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  await expect(sessions.getByRole('listitem').first()).toContainText('Chrome on Linux');
  await settled(page);
  const found = await axeViolations(page, 'security page: two sessions');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out of all other sessions?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 sessions signed out.' })).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other browser: its socket is closed at once, its next call is refused, and it is a visitor again.
  await expect.poll(() => socketClosed, { timeout: 15_000 }).toBe(true);
  const refused = await otherPage.request.get(endpointPath(accountSecurityApi.sessionsFind));
  expect(refused.status()).toBe(401);
  await otherPage.reload();
  await expect(header(otherPage).getByRole('button', { name: t('common.header.login') })).toBeVisible();

  // This browser stays logged in.
  await page.reload();
  await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeVisible();
  await other.close();
});
