import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { escapeRegExp } from './texts';
import type { Texts } from './texts';

/** The site header, whose log-in and log-out buttons share their names with the forms'. */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** A game tile's play button: named "Play <game> <provider>", the visible name and provider in order. */
export function playButton(page: Page, gameName: string) {
  return page.getByRole('button', { name: new RegExp(`^Play ${escapeRegExp(gameName)} `) });
}

/** Searches the home lobby for a game and presses its play button. */
export async function playFromLobby(page: Page, gameName: string) {
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(gameName);
  await playButton(page, gameName).click();
}

/** Logs in through the header's login dialog, in the language of `t`. */
export async function logIn(page: Page, t: Texts, username: string, password: string) {
  await header(page)
    .getByRole('button', { name: t('common.header.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
  await dialog.getByLabel(t('auth.login.username')).fill(username);
  await dialog.getByLabel(t('auth.login.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(dialog).toBeHidden();
}
