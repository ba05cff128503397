import { expect, test } from '@playwright/test';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { depositByPromptPay } from './support/payments';
import { playJadeFortune, saveFreeSpinOffer, waitForPoints } from './support/rewards';

test('a member redeems free spins with points and plays them to the end at the provider', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = page.request;
  await newMemberWithProfile(api, { password: 'Spins1234', firstName: 'Free', lastName: 'Spin' });
  await depositByPromptPay(api, 3_000);
  await saveFreeSpinOffer(api, {
    code: 'e2e-spins-thb',
    currency_code: 'THB',
    provider_code: 'jade-studio',
    game_codes: ['jade-fortune'],
    names: { en: 'E2E 3 free spins' },
    spins: 3,
    amount_per_round: '1.00',
    points: '10.00',
    valid_days: 3,
    turnover: '1',
  });
  const found: ViewViolation[] = [];
  const check = async (view: string) => {
    await settled(page);
    found.push(...(await axeViolations(page, view)));
  };

  // A round of ฿1,000 earns the 10 points they cost.
  await playJadeFortune(page, '1000', 1);
  await waitForPoints(api, 10);

  await page.goto('/en/reward/freespin');
  await expect(page.getByRole('heading', { level: 1, name: 'Free spins' })).toBeVisible();
  await expect(page.getByLabel('Provider')).toHaveValue('');
  const offer = page.getByRole('article', { name: 'E2E 3 free spins' });
  await check('royal-siam en: free-spin offers');
  await offer.getByRole('button', { name: 'Redeem for 10 points' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Redeem these free spins?' });
  await expect(confirm).toContainText('3 spins');
  await confirm.getByRole('button', { name: 'Redeem now' }).click();
  await expect(page.getByText(/Free spins redeemed: 3 spins\. Play them by/)).toBeVisible();
  // The FREESPIN_PROMOTION message: the alert with the expiry and "Play now".
  await expect(page.getByText(/Free spins received: 3\. Play them by/)).toBeVisible();

  const mine = page.getByRole('article', { name: 'E2E 3 free spins' }).filter({ hasText: 'Spins left' });
  await expect(mine).toContainText('3 of 3');
  await check('royal-siam en: my free spins');
  await mine.getByRole('button', { name: 'Play now: Jade Fortune' }).click();

  // At the provider each spin plays at the offer's stake, paid by the promotion.
  const game = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  const freeRounds = game.getByTestId('free-rounds');
  await expect(freeRounds).toContainText('Free spins: 3 left');
  for (let left = 2; left >= 0; left--) {
    await game.getByTestId('play-free-round').click();
    if (left > 0) await expect(freeRounds).toContainText(`Free spins: ${left} left`);
  }
  await expect(game.getByTestId('play-free-round')).toHaveCount(0);
  await expect(game.locator('#history li').filter({ hasText: 'Free spin' })).toHaveCount(3);

  await page.goto('/en/reward/freespin');
  await expect(mine).toContainText('0 of 3');
  await expect(mine).toContainText('Used');
  await page.goto('/en/reward/history');
  await expect(page.getByRole('row').filter({ hasText: 'E2E 3 free spins' })).toContainText('10 points');
  await page.setViewportSize({ width: 390, height: 844 });
  await check('royal-siam en 390px: redeem history with free spins');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
});
