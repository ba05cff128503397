import { expect, test } from '@playwright/test';
import { rewardApi } from '@casino/contracts/rewards';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { depositByPromptPay } from './support/payments';
import { playJadeFortune, saveShopItem, waitForPoints } from './support/rewards';
import { staffHeaders } from './support/staff';

const texts = (name: string, description = '') => ({ en: { name, description } });

/** A box that always gives ฿20, for 5 points. */
const LUCKY_BOX = {
  code: 'e2e-box-thb',
  type: 'lucky_box',
  currency_code: 'THB',
  texts: texts('E2E lucky box'),
  points: '5.00',
  prizes: [{ kind: 'money', amount: '20.00', weight: 1, labels: { en: '฿20' } }],
} as const satisfies rewardApi.AdminRewardBody;

test('a member earns points by playing, then redeems a special reward, a lucky box, a random card and money', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = page.request;
  const { userId } = await newMemberWithProfile(api, {
    password: 'Rewards123',
    firstName: 'Re',
    lastName: 'Ward',
  });
  await depositByPromptPay(api, 15_000);
  // Staff's items priced for a test: a tote bag, a box that always gives ฿20, cards that each hide 3 points.
  await saveShopItem(api, {
    code: 'e2e-tote-thb',
    type: 'special',
    currency_code: 'THB',
    texts: texts('E2E tote bag', 'A canvas tote bag with the brand logo.'),
    points: '5.00',
    product_value: '350.00',
    stock: 100,
  });
  await saveShopItem(api, LUCKY_BOX);
  await saveShopItem(api, {
    code: 'e2e-cards-thb',
    type: 'random_card',
    currency_code: 'THB',
    texts: texts('E2E random card'),
    points: '5.00',
    prizes: [{ kind: 'points', amount: '3.00', weight: 1, labels: { en: '3 points' } }],
  });
  const found: ViewViolation[] = [];
  const check = async (view: string) => {
    await settled(page);
    found.push(...(await axeViolations(page, view)));
  };

  // 13 rounds of ฿1,000 earn 130 points (a point per ฿100 staked).
  await playJadeFortune(page, '1000', 13);
  await waitForPoints(api, 130);

  await page.goto('/en/reward');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText('130 points').first()).toBeVisible();
  await check('royal-siam en: rewards shop');

  // A special reward is shipped to the address given.
  await page
    .getByRole('article', { name: 'E2E tote bag' })
    .getByRole('link', { name: 'View “E2E tote bag”' })
    .click();
  await page.getByRole('button', { name: 'Redeem' }).click();
  const address = page.getByRole('dialog', { name: 'Shipping address' });
  await address.getByRole('button', { name: 'Redeem for 5 points' }).click();
  await expect(address.getByText(/required/i).first()).toBeVisible();
  await address.getByLabel('Address').fill('99 Sukhumvit Road, Khlong Toei, Bangkok 10110, Thailand');
  await address.getByLabel('Phone (optional)').fill('+66 81 234 5678');
  await check('royal-siam en: shipping address');
  await address.getByRole('button', { name: 'Redeem for 5 points' }).click();
  await expect(address).toBeHidden();
  await expect(page.getByText('“E2E tote bag” is redeemed.', { exact: false })).toBeVisible();

  // A lucky box: the seed's hash is shown before, the seed revealed and checked after.
  await page.goto('/en/reward/lucky-box');
  const box = page.getByRole('article', { name: 'E2E lucky box' });
  await box.getByRole('button', { name: 'Open for 5 points' }).click();
  await page
    .getByRole('alertdialog', { name: 'Open this box?' })
    .getByRole('button', { name: 'Open now' })
    .click();
  await expect(page.getByText('You won ฿20!')).toBeVisible();
  await expect(
    page.getByText('Checked: the revealed server seed matches the hash shown before the draw.'),
  ).toBeVisible();
  await check('royal-siam en: lucky box opened');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // A random card: five face-down cards, the pick wins its prize.
  await page.goto('/en/reward/random-card');
  const cards = page.getByRole('group', { name: /Cards of “E2E random card”/ });
  await cards.getByRole('button', { name: 'Card 3' }).click();
  await page
    .getByRole('alertdialog', { name: 'Pick this card?' })
    .getByRole('button', { name: 'Pick it' })
    .click();
  await expect(page.getByRole('status').getByText('You won 3 points!')).toBeVisible();
  // Every card is turned over, the member's marked.
  await expect(cards.getByText('Your card')).toBeVisible();
  await expect(cards.getByText('3 points', { exact: true })).toHaveCount(4);
  await check('royal-siam en: random card dealt');

  // Points for money: 130 − 15 + 3 = 118 points; 100 of them give ฿10.
  await page.goto('/en/reward/exchange-point');
  await expect(page.getByTestId('points-balance')).toHaveText('118 points');
  await page.getByLabel('Points to exchange').fill('100');
  await expect(page.getByText(/^฿10$/)).toBeVisible();
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Exchange points?' })
    .getByRole('button', { name: 'Exchange now' })
    .click();
  await expect(page.getByText(/Exchanged 100 points for ฿10\b/)).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('18 points');

  // Staff ship the tote bag; the member's redeem history shows each redemption.
  const list = await api.get(`${rewardApi.adminRedemptionList.path}?status=pending`, {
    headers: staffHeaders,
  });
  const pending = ((await list.json()) as { data: rewardApi.AdminRedemption[] }).data.find(
    (row) => row.user_id === userId,
  );
  expect(pending).toBeDefined();
  const shipped = await api.post(rewardApi.adminRedemptionUpdate.path.replace(':id', String(pending?.id)), {
    headers: staffHeaders,
    data: { status: 'shipped', tracking_number: 'TH1234567890' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await page.goto('/en/setting/redeemhistory');
  const tote = page.getByRole('row').filter({ hasText: 'E2E tote bag' });
  await expect(tote).toContainText('Shipped');
  await expect(tote).toContainText('TH1234567890');
  await expect(page.getByRole('row').filter({ hasText: 'E2E lucky box' })).toContainText('฿20');
  await expect(page.getByRole('row').filter({ hasText: 'E2E random card' })).toContainText('3 points');
  await expect(page.getByRole('row').filter({ hasText: 'Exchange' })).toContainText('100 points');
  await page.setViewportSize({ width: 390, height: 844 });
  await check('royal-siam en 390px: redeem history');

  // Every movement of the points, from the bets to the exchange.
  await page.goto('/en/setting/totalpoints');
  await expect(page.getByRole('row').filter({ hasText: 'Points from bets' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Exchanged for money' })).toContainText('100');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
});

test('two redeems at once with points for one: exactly one succeeds', async ({ page }) => {
  test.setTimeout(120_000);
  const api = page.request;
  await newMemberWithProfile(api, { password: 'Rewards123', firstName: 'Par', lastName: 'Allel' });
  await depositByPromptPay(api, 2_000);
  await saveShopItem(api, LUCKY_BOX);
  await playJadeFortune(page, '500', 1);
  await waitForPoints(api, 5);
  const shop = await api.get(`${rewardApi.redeemTypeFind.basePath}?type=lucky_box`);
  const item = ((await shop.json()) as { data: { id: number; name: string }[] }).data.find(
    (reward) => reward.name === 'E2E lucky box',
  );
  const open = () => api.post(rewardApi.redeemLuckyBox.basePath, { data: { reward_id: item?.id } });
  const answers = await Promise.all([open(), open()]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 422]);
  const refused = answers.find((answer) => answer.status() === 422);
  expect(await refused?.json()).toMatchObject({ reason: 'POINTS_NOT_ENOUGH' });

  // The page says so in the member's language, and offers no box it cannot pay for.
  await page.goto('/th/reward/lucky-box');
  const box = page.getByRole('article', { name: 'E2E lucky box' });
  await expect(box.getByText('คะแนนไม่เพียงพอ')).toBeVisible();
  await expect(box.getByRole('button')).toBeDisabled();
});
