import { expect, test } from '@playwright/test';
import type { FrameLocator } from '@playwright/test';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { playFromLobby } from './support/page';
import { depositByPromptPay } from './support/payments';

/** Plays `rounds` rounds of the game in the frame at the given stake, each settled before the next. */
async function playRounds(game: FrameLocator, stake: string, rounds: number) {
  await expect(game.getByTestId('balance')).toHaveText(/\d/);
  await game.locator('#stake').fill(stake);
  for (let n = 1; n <= rounds; n++) {
    await game.locator('#play').click();
    await expect(game.locator('#history li')).toHaveCount(n);
  }
}

test('a member checks in, joins a play quest, completes it by playing and claims its points', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = page.request;
  await newMemberWithProfile(api, { password: 'Quests123', firstName: 'Que', lastName: 'St' });
  await depositByPromptPay(api, 1000);
  const found: ViewViolation[] = [];
  const check = async (view: string) => {
    await settled(page);
    found.push(...(await axeViolations(page, view)));
  };

  await page.goto('/en/quest');
  await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();

  // The daily check-in pays once a business day.
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Checked in for today')).toBeVisible();
  await expect(page.getByText('Streak: 1 day in a row')).toBeVisible();

  // Joining asks for confirmation first.
  const quest = page.getByRole('article', { name: 'Play 3 rounds today' });
  await expect(quest).toContainText('Play 3 rounds staking at least ฿10');
  await quest.getByRole('button', { name: 'Join' }).click();
  const join = page.getByRole('alertdialog', { name: 'Join this quest?' });
  await check('royal-siam en: join a quest');
  await join.getByRole('button', { name: 'Join now' }).click();
  await expect(quest).toContainText('Joined');
  await check('royal-siam en: quest board');

  // Three rounds of 20 at the reference provider complete it; the board open in another tab follows
  // each round live, without a reload.
  const board = await page.context().newPage();
  await board.goto('/en/quest');
  const live = board.getByRole('article', { name: 'Play 3 rounds today' });
  await expect(live).toContainText('0 of 3 rounds');
  await playFromLobby(page, 'Jade Fortune');
  const game = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  await playRounds(game, '20', 1);
  await expect(live).toContainText('1 of 3 rounds', { timeout: 15_000 });
  await game.locator('#play').click();
  await expect(game.locator('#history li')).toHaveCount(2);
  await game.locator('#play').click();
  await expect(game.locator('#history li')).toHaveCount(3);
  await expect(live).toContainText('Completed', { timeout: 15_000 });
  await board.close();
  await page.goto('/en/quest');
  await expect(quest).toContainText('Completed', { timeout: 15_000 });
  await expect(quest).toContainText('3 of 3 rounds');

  await quest.getByRole('button', { name: 'Claim reward' }).click();
  const claim = page.getByRole('alertdialog', { name: 'Claim this reward?' });
  await expect(claim).toContainText('50 points');
  await claim.getByRole('button', { name: 'Claim now' }).click();
  await expect(page.getByText('Reward claimed: 50 points')).toBeVisible();
  await expect(quest).toContainText('Claimed');

  // The quest's own page lists where it counts: it names no game, so every game, Jade Fortune among them.
  await quest.getByRole('link', { name: 'Play 3 rounds today' }).click();
  const where = page.getByRole('region', { name: 'Where it counts' });
  await expect(where).toContainText('Every game counts');
  await expect(where.getByRole('button', { name: 'Play Jade Fortune' })).toBeEnabled();
  await check('royal-siam en: where a quest counts');
  await page.goBack();

  // The histories: the quest joined and the two rewards (check-in and quest).
  await page.getByRole('tab', { name: 'Claimed rewards' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Play 3 rounds today' })).toContainText('50 points');
  await expect(page.getByRole('row').filter({ hasText: 'Daily check-in' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quest history' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Play 3 rounds today' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await check('royal-siam en 390px: quest history');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  // The check-in is in the member's activity log, once.
  const log = await api.get('/api/mb/activity-logs?type=quest_daily_check_in');
  expect(((await log.json()) as { total: number }).total).toBe(1);
});

test('a visitor sees the quest board and is asked to log in to join', async ({ page }) => {
  await page.goto('/en/quest');
  const quest = page.getByRole('article', { name: 'Deposit quest' });
  await expect(quest).toContainText('Deposit ฿1,000 in total');
  await expect(quest.getByRole('button', { name: 'Log in to join' })).toBeVisible();
  await page.getByRole('link', { name: 'Deposit quest' }).click();
  await expect(page).toHaveURL(/\/en\/quest\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit quest' })).toBeVisible();
});
