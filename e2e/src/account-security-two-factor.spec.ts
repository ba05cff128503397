import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations, formatViolations, settled } from './support/axe';
import { registerAndLogIn } from './support/members';
import { header } from './support/page';
import { texts } from './support/texts';

const t = texts('en');
const PASSWORD = 'Secure1234';

/**
 * The code of the step `offset` steps from now, as the member's authenticator app shows it. Enabling uses
 * the previous step's code and logging in the current one: the server takes each step's code once. Away
 * from a step's edge, so the server sees the same step.
 */
async function codeAt(secret: string, offset: number): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 26) await new Promise((resolve) => setTimeout(resolve, (31 - intoStep) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function expectNoAxeViolations(page: Page, view: string) {
  await settled(page);
  const found = await axeViolations(page, view);
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
}

async function logOut(page: Page) {
  await header(page)
    .getByRole('button', { name: t('common.header.logout') })
    .click();
  await expect(header(page).getByRole('button', { name: t('common.header.login') })).toBeVisible();
}

/** The password step of the header's login dialog; answers the dialog, now asking for the code. */
async function passwordStep(page: Page, username: string) {
  await header(page)
    .getByRole('button', { name: t('common.header.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
  await dialog.getByLabel(t('auth.login.username')).fill(username);
  await dialog.getByLabel(t('auth.login.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(dialog.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  return dialog;
}

test('a member turns two-factor on, then logs in with an app code and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page.request, PASSWORD);

  await page.goto('/en/setting/security');
  await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Login history' }).getByText('This session')).toBeVisible();
  await expectNoAxeViolations(page, 'security page');

  // Enabling: the QR code and the key to type; the app's code confirms it.
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await page.getByTestId('two-factor-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page, 'security page: enabling two-factor');
  await page.getByLabel('Code from the app').fill(await codeAt(secret ?? '', -1));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  // The ten recovery codes, shown this once.
  const codesList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
  await expectNoAxeViolations(page, 'security page: recovery codes');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // The password alone no longer logs in: the dialog asks the app's current code.
  await logOut(page);
  let dialog = await passwordStep(page, member.phone);
  await expectNoAxeViolations(page, 'login: two-factor step');
  await dialog.getByLabel('Authentication code').fill(await codeAt(secret ?? '', 0));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeVisible();

  // A lost phone: a recovery code logs in once.
  await logOut(page);
  dialog = await passwordStep(page, member.phone);
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await dialog.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/en/setting/security');
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();

  // The same recovery code a second time is refused.
  await logOut(page);
  dialog = await passwordStep(page, member.phone);
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await dialog.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const failure = page.getByRole('alertdialog', { name: t('auth.login.failedTitle') });
  await expect(failure).toContainText('The authentication code is incorrect or was already used');
});
