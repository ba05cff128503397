import { expect } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { freeSpinApi, rewardApi } from '@casino/contracts/rewards';
import { playFromLobby } from './page';
import { staffHeaders } from './staff';

/**
 * Staff put items in the THB shop through the admin API (saved by code, so a rerun replaces them). They
 * cost a few points, so that a member reaches them by playing a handful of rounds.
 */
export async function saveShopItem(api: APIRequestContext, item: rewardApi.AdminRewardBody) {
  const reply = await api.post(rewardApi.adminRewardSave.path, { headers: staffHeaders, data: item });
  expect(reply.status(), await reply.text()).toBe(200);
}

export async function saveFreeSpinOffer(api: APIRequestContext, offer: freeSpinApi.AdminFreeSpinOfferBody) {
  const reply = await api.post(freeSpinApi.adminFreeSpinOfferSave.path, {
    headers: staffHeaders,
    data: offer,
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The member's point balance as the API reads it (the earn projection runs a moment after a bet). */
async function pointBalance(api: APIRequestContext): Promise<number> {
  const reply = await api.get(`${rewardApi.totalPointsFind.basePath}?$limit=1`);
  expect(reply.status(), await reply.text()).toBe(200);
  return Number(((await reply.json()) as { totals: { point: string } }).totals.point);
}

/** Plays `rounds` rounds of Jade Fortune at `stake` baht; the reference provider's page, in the site's frame. */
export async function playJadeFortune(page: Page, stake: string, rounds: number): Promise<FrameLocator> {
  await playFromLobby(page, 'Jade Fortune');
  const game = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  await expect(game.getByTestId('balance')).toHaveText(/\d/);
  await game.locator('#stake').fill(stake);
  for (let n = 1; n <= rounds; n++) {
    await game.locator('#play').click();
    await expect(game.locator('#history li')).toHaveCount(n);
  }
  return game;
}

/** Waits until the bets' points are credited (THB: a point per 100 baht staked). */
export async function waitForPoints(api: APIRequestContext, points: number) {
  await expect.poll(() => pointBalance(api), { timeout: 20_000 }).toBe(points);
}
