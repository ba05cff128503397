import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerMember } from './support/members';
import { header, logIn } from './support/page';
import { texts } from './support/texts';

const t = texts('en');

/** What a page load asks of member endpoints and what it logs as errors. */
function watch(page: Page) {
  const memberCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(api|gapi)\/mb\//.test(path)) memberCalls.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { memberCalls, consoleErrors };
}

test('a visitor asks no member endpoint and logs no 401; a member is recognised after a reload', async ({
  page,
}) => {
  const visitor = watch(page);
  await page.goto('/en');
  await expect(header(page).getByRole('button', { name: t('common.header.login') })).toBeVisible();
  await page.goto('/en/setting/profile');
  await expect(page.getByText(t('common.setting.loginRequired'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(visitor.memberCalls).toEqual([]);
  expect(visitor.consoleErrors.filter((text) => text.includes('401'))).toEqual([]);

  // Logged in, the page finds the session again after a reload, and forgets it after logging out.
  const password = 'Visitor123';
  const { phone } = await registerMember(page.request, password);
  await logIn(page, t, phone, password);
  await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeVisible();
  await header(page)
    .getByRole('button', { name: t('common.header.logout') })
    .click();
  await expect(header(page).getByRole('button', { name: t('common.header.login') })).toBeVisible();

  const afterLogout = watch(page);
  await page.reload();
  await expect(header(page).getByRole('button', { name: t('common.header.login') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(afterLogout.memberCalls).toEqual([]);
  expect(afterLogout.consoleErrors.filter((text) => text.includes('401'))).toEqual([]);
});
