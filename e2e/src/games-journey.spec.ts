import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { SIGNATURE_HEADER, WEBHOOK_PATH, endpointPath, profileApi, publicApi } from '@casino/contracts';
import type { BankCurrencyInformation, Currency } from '@casino/contracts';

/** The API's default outside a configured deployment; the suite's stack sets no other. */
const WEBHOOK_SECRET = process.env['PAYMENT_WEBHOOK_SECRET'] ?? 'dev-payment-webhook-secret-change-me';

function uniquePhone(): string {
  return `08${`${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8)}`;
}

async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A new THB member, logged in (the page's cookie) and with a complete profile, through the real API. */
async function newMemberWithProfile(api: APIRequestContext) {
  const phone = uniquePhone();
  const password = 'Games1234';
  const currencies = await getJson<{ data: Currency[] }>(api, endpointPath(publicApi.currencyFind));
  const thb = currencies.data.find((c) => c.code === 'THB');
  if (!thb) throw new Error('THB is not offered');
  const registered = await api.post(endpointPath(publicApi.register), {
    data: {
      username: phone,
      phone,
      password,
      confirm_password: password,
      country_code: 'TH',
      currencyId: thb.id,
      terms_condition: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await api.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: phone, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  const banks = await getJson<{ data: BankCurrencyInformation[] }>(
    api,
    `${endpointPath(publicApi.bankFind)}?currency_id=${thb.id}`,
  );
  const bank = banks.data.find((b) => b.account_lengths.includes(10));
  if (!bank) throw new Error('No THB bank takes 10-digit accounts');
  const languages = await getJson<{ data: { id: number; code: string }[] }>(
    api,
    endpointPath(publicApi.languageFind),
  );
  const english = languages.data.find((l) => l.code === 'en');
  if (!english) throw new Error('English is not offered');
  const channels = await getJson<{ data: { id: number }[] }>(
    api,
    `${endpointPath(publicApi.registerChannelFind)}?language_id=${english.id}`,
  );
  const channel = channels.data[0];
  if (!channel) throw new Error('No register channel');
  const updated = await api.patch(endpointPath(profileApi.profilePatch, user.id), {
    data: {
      first_name: 'Game',
      last_name: 'Player',
      gender: 'male',
      DOB: '1990-04-01',
      register_channal_id: channel.id,
      bank_currency_information_id: bank.id,
      bank_no: `1${phone.slice(-9)}`,
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return { phone };
}

/** 1,000 THB by PromptPay, paid by the gateway's signed webhook. */
async function depositThousand(page: Page, phone: string) {
  await page.goto('/en/setting/wallet');
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('1000');
  await page.getByTestId('layout-content').getByRole('button', { name: 'Deposit' }).click();
  const text = await page.getByText(/^Reference \S+$/).textContent();
  const reference = text?.replace('Reference ', '').trim() ?? '';
  const raw = JSON.stringify({
    event_id: `e2e-games-${phone}`,
    type: 'payment.succeeded',
    reference,
    amount: '1000.00',
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex');
  const paid = await page.request.post(`${WEBHOOK_PATH}/promptpay`, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
    data: raw,
  });
  expect(paid.status(), await paid.text()).toBe(200);
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
  const member = await newMemberWithProfile(page.request);
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
  await expect(balance).not.toContainText(/1,000\.00|1,000$/);

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
