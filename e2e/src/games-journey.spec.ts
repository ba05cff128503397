import { expect, test } from '@playwright/test';
import type { FrameLocator, Page } from '@playwright/test';
import { endpointPath, memberApi } from '@casino/contracts';
import type { Paginated, Wallet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { newMemberWithProfile } from './support/members';
import { pendingReference, sendWebhook } from './support/payments';

/** 1,000 THB by PromptPay, paid by the gateway's signed webhook. */
async function depositThousand(page: Page, phone: string) {
  await page.goto('/en/setting/wallet');
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('1000');
  await page.getByTestId('layout-content').getByRole('button', { name: 'Deposit' }).click();
  await sendWebhook(page.request, 'promptpay', {
    event_id: `e2e-games-${phone}`,
    type: 'payment.succeeded',
    reference: await pendingReference(page),
    amount: '1000.00',
  });
  const dialog = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Plays one round on a provider game page (the slot's or table's Play button) and waits for it in the history. */
async function playRound(game: FrameLocator | Page, roundsBefore: number) {
  await expect(game.locator('#balance')).not.toHaveText('…');
  await game.locator('#play').click();
  await expect(game.locator('#history li')).toHaveCount(roundsBefore + 1);
}

test('a member searches, favourites, plays an iframe and a new-tab game, verifies a round and reads the bets', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const member = await newMemberWithProfile(page.request, {
    password: 'Games1234',
    firstName: 'Game',
    lastName: 'Player',
  });
  await depositThousand(page, member.phone);

  // The lobby: search after typing pauses, then favourite the game.
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('jade');
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Jade Fortune to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Jade Fortune from favourites' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(1);

  // Iframe provider: the play page, its game bar and the provider's game inside.
  await page.getByRole('button', { name: 'Play Jade Fortune' }).click();
  await expect(page).toHaveURL(/\/en\/games\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Jade Fortune' })).toBeVisible();
  const balance = page.getByTestId('game-balance');
  await expect(balance).toContainText('1,000');
  const slot = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  for (let round = 0; round < 3; round += 1) await playRound(slot, round);
  // The bar follows the platform's wallet after the rounds. (THB shows no decimals, so a few small bets can
  // still read ฿1,000: compare with the wallet itself rather than with the starting figure.)
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(endpointPath(memberApi.walletFind));
        const [wallet] = ((await reply.json()) as Paginated<Wallet>).data;
        const shown = await balance.textContent();
        return wallet !== undefined && shown?.includes(formatMoney(wallet.balance, wallet.currency)) === true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // Reveal the seed and verify the first round on the provider's verify page.
  await slot.getByRole('button', { name: 'New seed pair (reveal the old one)' }).click();
  await expect(slot.locator('#revealed li')).toHaveCount(1);
  const verifyPromise = page.context().waitForEvent('page');
  await slot.locator('#history li').last().getByRole('link', { name: 'Verify a round' }).click();
  const verify = await verifyPromise;
  await expect(verify.getByTestId('verify-result')).toBeVisible();
  await verify.close();

  // A provider without iframe: game-live opens in a popup.
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('roulette');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play European Roulette' }).click();
  const roulette = await popupPromise;
  await playRound(roulette, 0);
  await playRound(roulette, 1);
  await roulette.close();

  // Every round is in the bet history: a bet and a result each (5 rounds), and both games in the totals.
  await page.goto('/en/setting/totalbet');
  await expect(page.getByTestId('bet-record')).toHaveCount(10);
  await expect(page.getByTestId('bet-summary-rounds')).toContainText('5');
  await page.getByRole('tab', { name: 'Total bet' }).click();
  await expect(page.getByTestId('total-bet-row')).toHaveCount(2);
});

test('a visitor plays a demo round, marked as demo', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('jade');
  await page.getByRole('button', { name: 'Try Jade Fortune for free' }).click();
  await expect(page).toHaveURL(/\/en\/games\/\d+\?demo=1$/);
  await expect(page.getByRole('note')).toHaveText('Demo play: fun money, no real bets');
  const slot = page.frameLocator('iframe[title="Game: Jade Fortune"]');
  await expect(slot.getByTestId('demo-banner')).toBeVisible();
  await playRound(slot, 0);
});
