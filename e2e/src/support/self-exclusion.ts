import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations, settled } from './axe';
import { header } from './page';

/** The page has no axe violations (WCAG 2.1 AA) once it has settled. */
export async function expectNoAxeViolations(page: Page, view: string) {
  await settled(page);
  const violations = await axeViolations(page, view);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Tries to log in through the header's dialog and answers the refusal's dialog (alertdialog "Login failed"). */
export async function refusedLogin(page: Page, username: string, password: string) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or phone number').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Login failed' });
  await expect(refusal).toBeVisible();
  return refusal;
}
