import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Rocket, the reference provider's crash game, opened from the lobby in the window of its own it plays in,
 * with the auto cash-out set. Rounds are played one at a time, each finished before the next.
 */
export async function openRocket(page: Page, autoCashOut: string) {
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('rocket');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play Rocket' }).click();
  const rocket = await popupPromise;
  await expect(rocket.getByTestId('balance')).not.toHaveText('…');
  await rocket.getByLabel('Auto cash-out (×)').fill(autoCashOut);
  const rounds = rocket.locator('#history').getByRole('listitem');
  return {
    window: rocket,
    async play(stake: string, count: number) {
      await rocket.getByLabel('Bet').fill(stake);
      for (let round = 0; round < count; round += 1) {
        const played = await rounds.count();
        await rocket.getByRole('button', { name: 'Play', exact: true }).click();
        await expect(rounds).toHaveCount(played + 1);
      }
    },
  };
}
