import type { Page } from '@playwright/test';

/** The site header, whose log-in and log-out buttons share their names with the forms'. */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** Searches the home lobby for a game and presses its play button. */
export async function playFromLobby(page: Page, gameName: string) {
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(gameName);
  await page.getByRole('button', { name: `Play ${gameName}`, exact: true }).click();
}
