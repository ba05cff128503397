import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { endpointPath, publicApi } from '@casino/contracts';
import { axeViolations, formatViolations, settled } from './support/axe';
import { registerAndLogIn } from './support/members';

const PASSWORD = 'Secure1234';

/** The authenticator's code `offset` steps from now, away from a step's edge (see the two-factor spec). */
async function codeAt(secret: string, offset: number): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 26) await new Promise((resolve) => setTimeout(resolve, (31 - intoStep) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function recoveryCodesShown(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

test('login history shows a failed attempt; with two-factor on, new recovery codes, then turned off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page.request, PASSWORD);
  // A wrong password from elsewhere (its own request context: this page's session stays as it is).
  const wrong = await request.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: member.phone, password: 'Wrong12345' },
  });
  expect(wrong.status()).toBe(401);

  await page.goto('/en/setting/security');
  const history = page.getByRole('table', { name: 'Login history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Failed');
  await expect(rows.nth(2)).toContainText('Successful');
  await expect(rows.nth(2)).toContainText('This session');

  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? '';
  await page.getByLabel('Code from the app').fill(await codeAt(secret, -1));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const first = await recoveryCodesShown(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();

  // With it on: the management forms pass axe.
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await settled(page);
  const found = await axeViolations(page, 'security page: two-factor on');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  // New recovery codes, with a current code: ten others.
  const newCodes = page.getByRole('form', { name: 'Get new recovery codes' });
  await newCodes.getByLabel('Code from the app').fill(await codeAt(secret, 0));
  await newCodes.getByRole('button', { name: 'Get new codes' }).click();
  const second = await recoveryCodesShown(page);
  expect(second.filter((code) => first.includes(code))).toEqual([]);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();

  // Turning it off: a wrong password is said on its field; then the password and a new recovery code.
  const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password', { exact: true }).fill('Wrong12345');
  await off.getByLabel('Code from the app or recovery code').fill(second[0] ?? '');
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('The current password is incorrect')).toBeVisible();
  await off.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-factor authentication is now off.' }),
  ).toBeVisible();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();

  // The password alone logs in again.
  const plain = await request.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: member.phone, password: PASSWORD },
  });
  expect(((await plain.json()) as { accessToken?: string }).accessToken).toBeTruthy();
});
