import { expect, test } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import {
  REFERENCE_ENGINES,
  REFERENCE_GAMES,
  REFERENCE_PROVIDERS,
  depositApi,
  endpointPath,
} from '@casino/contracts';
import type { Deposit } from '@casino/contracts';
import { newMemberWithProfile } from './support/members';
import { playFromLobby } from './support/page';
import { sendWebhook } from './support/payments';

/**
 * 1,000 THB: a PromptPay deposit created through the member API, paid by the gateway's signed webhook
 * (the cashbox form has its own spec; this one is about the games).
 */
async function depositThousand(api: APIRequestContext, phone: string) {
  const created = await api.post(endpointPath(depositApi.depositPromptpayCreate), {
    data: { deposit_amount: '1000.00' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { reference } = (await created.json()) as Deposit;
  const paid = await sendWebhook(api, 'promptpay', {
    event_id: `e2e-every-game-${phone}`,
    type: 'payment.succeeded',
    reference,
    amount: '1000.00',
  });
  expect(paid).toMatchObject({ outcome: 'credited' });
}

/** An amount as the provider's page prints it ("1,000.00 THB", always two decimals) in minor units. */
function minorUnits(text: string): bigint {
  return BigInt(text.replace(/[^\d]/g, ''));
}

/**
 * Plays one round with the page's own stake (the game's minimum) and options, then checks the balance the
 * page shows moved by exactly that round: before − bet + win, as the round's history line states them.
 */
async function playOneRound(game: FrameLocator | Page) {
  const balance = game.getByTestId('balance');
  await expect(balance).toHaveText(/\d/);
  const before = minorUnits((await balance.textContent()) ?? '');
  await game.locator('#play').click();
  const round = game.locator('#history li');
  await expect(round).toHaveCount(1);
  const [, bet = '', win = ''] = /^#\d+ ([\d,.]+) → ([\d,.]+)/.exec((await round.textContent()) ?? '') ?? [];
  expect(minorUnits(bet)).toBeGreaterThan(0n);
  await expect
    .poll(async () => minorUnits((await balance.textContent()) ?? ''))
    .toBe(before - minorUnits(bet) + minorUnits(win));
}

const inIframe = new Set(REFERENCE_PROVIDERS.filter((p) => p.use_iframe).map((p) => p.code));

/**
 * One title per engine (the seven first titles, one of each) and one of each newer brand (a Neon Reels
 * slot, a Lotus Live table styled as live casino, Starfall Arcade's 5-pick keno): the browser proves the
 * lobby → launch → page → wallet → bets path for every engine, every brand and both launch styles. Every
 * one of the 60-odd titles plays a real round through the provider's own tests (every-title.test.ts).
 */
const BROWSER_TITLES = [
  ...REFERENCE_ENGINES.map((engine) => {
    const first = REFERENCE_GAMES.find((g) => g.engine === engine);
    if (!first) throw new Error(`no ${engine} title`);
    return first;
  }),
  ...['neon-nights', 'lotus-baccarat-live', 'quick-keno'].map((code) => {
    const game = REFERENCE_GAMES.find((g) => g.code === code);
    if (!game) throw new Error(`no title ${code}`);
    return game;
  }),
];

test('a member launches a title of every engine and brand from the lobby, plays a round of each and finds them all in the bets', async ({
  page,
}) => {
  test.setTimeout(330_000);
  const member = await newMemberWithProfile(page.request, {
    password: 'Games1234',
    firstName: 'Every',
    lastName: 'Game',
  });
  await depositThousand(page.request, member.phone);

  for (const game of BROWSER_TITLES) {
    await test.step(`${game.name} (${inIframe.has(game.provider) ? 'iframe' : 'new tab'})`, async () => {
      if (inIframe.has(game.provider)) {
        await playFromLobby(page, game.name);
        await expect(page).toHaveURL(/\/en\/games\/\d+$/);
        await expect(page.getByRole('heading', { name: game.name })).toBeVisible();
        await playOneRound(page.frameLocator(`iframe[title="Game: ${game.name}"]`));
      } else {
        const popupPromise = page.waitForEvent('popup');
        await playFromLobby(page, game.name);
        const popup = await popupPromise;
        await expect(popup.getByRole('heading', { name: game.name })).toBeVisible();
        await playOneRound(popup);
        await popup.close();
      }
    });
  }

  // A bet and its result for each round, and one row per game in the totals, one round each.
  await page.goto('/en/setting/totalbet');
  await expect(page.getByTestId('bet-record')).toHaveCount(BROWSER_TITLES.length * 2);
  for (const game of BROWSER_TITLES) {
    await expect(page.getByTestId('bet-record').filter({ hasText: game.name })).toHaveCount(2);
  }
  await page.getByRole('tab', { name: 'Total bet' }).click();
  const totals = page.getByTestId('total-bet-row');
  await expect(totals).toHaveCount(BROWSER_TITLES.length);
  for (const game of BROWSER_TITLES) {
    const row = totals.filter({ has: page.getByRole('cell', { name: game.name, exact: true }) });
    // Columns: provider, game, rounds, total bet, total win, win/lose.
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  }
});
