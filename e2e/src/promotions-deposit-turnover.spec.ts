import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminPath, depositAdminApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { openRocket } from './support/rocket';
import { staffHeaders } from './support/staff';
import { STACKS } from './support/stacks';

/** A 1×1 PNG, a real image the server's content sniffing accepts as a slip. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Staff add a deposit promotion with a small target: 50 % of the deposit up to 400 baht, turnover ×1. */
async function staffAddDepositPromotion(api: APIRequestContext, title: string) {
  const reply = await api.post(adminPath(promotionApi.adminPromotionSave), {
    headers: staffHeaders,
    data: {
      code: `e2e-half-${Date.now()}`,
      category_code: 'deposit',
      currency_code: 'THB',
      type: 'deposit_turnover',
      bonus_percent: 50,
      bonus_cap: '400',
      min_deposit: '100',
      turnover_multiplier: 1,
      start_at: '2025-01-01T00:00:00Z',
      end_at: '2030-01-01T00:00:00Z',
      texts: {
        en: { title, description: 'Half of your deposit as a bonus.', articles: [] },
        th: { title: 'โบนัสครึ่งหนึ่งของเงินฝาก', description: 'รับโบนัสครึ่งหนึ่งของยอดฝาก', articles: [] },
      },
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function staffApprovesDeposit(api: APIRequestContext, username: string) {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const reply = await api.get(`${adminPath(depositAdminApi.depositsList)}?status=pending&$limit=200`, {
        headers: staffHeaders,
      });
      const { data } = (await reply.json()) as { data: { id: number; username: string }[] };
      id = data.find((row) => row.username === username)?.id;
      return id;
    })
    .toBeGreaterThan(0);
  const approved = await api.post(adminPath(depositAdminApi.depositApprove, { id: id ?? 0 }), {
    headers: staffHeaders,
    data: { reason: 'Slip checked' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** axe's WCAG A/AA findings once the page has settled (as the accessibility spec checks its views). */
async function checked(page: Page, view: string): Promise<ViewViolation[]> {
  await settled(page);
  return axeViolations(page, view);
}

/** The main balance as a number of baht, read from the balances the page shows. */
async function mainBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-main').textContent()) ?? '';
  const amount = /([\d,]+(?:\.\d+)?)\s*$/.exec(text)?.[1];
  if (!amount) throw new Error(`No main balance in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

async function expectWithdrawalRefused(page: Page) {
  await page.goto('/en/setting/wallet?tab=withdraw');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Withdraw the turnover requirement first' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
}

test('a member sees the promotions in two languages, receives one with a deposit, keeps the bonus apart, is refused a second promotion and a withdrawal, then plays the turnover through and may withdraw', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const api = page.request;
  // A title of its own, so the spec can run again on the same stack.
  const title = `E2E half deposit bonus ${Date.now() % 1_000_000}`;
  await staffAddDepositPromotion(api, title);
  const member = await newMemberWithProfile(api, {
    password: 'Promo1234',
    firstName: 'Pro',
    lastName: 'Motion',
  });

  // The catalogue by category, in Thai and in English, each with its countdown.
  await page.goto('/th/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeVisible();
  const thaiNewMembers = page.getByRole('region', { name: 'สมาชิกใหม่' });
  await expect(thaiNewMembers.getByRole('link', { name: 'โบนัสต้อนรับ 100%', exact: true })).toBeVisible();
  const found: ViewViolation[] = [];
  found.push(...(await checked(page, 'royal-siam th: promotions')));
  await page.goto('/en/promotions');
  const newMembers = page.getByRole('region', { name: 'New members' });
  await expect(newMembers.getByRole('link', { name: 'Welcome bonus 100%', exact: true })).toBeVisible();
  await expect(newMembers.getByRole('timer', { name: 'Ends in' }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Deposit bonuses' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();

  // A 1,000 baht slip deposit with the promotion: 995 arrives in main (5 baht bank charge), 400 in bonus.
  await page.goto('/en/setting/wallet');
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  await page.getByLabel('Receiving account').selectOption({ index: 1 });
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('Promotion (optional)').selectOption({ label: title });
  await page
    .getByLabel('Transfer slip')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
  const submitted = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await submitted.getByRole('button', { name: 'Close' }).click();
  await staffApprovesDeposit(api, member.phone);
  const credited = page.getByRole('alertdialog', { name: 'Deposit successful' });
  await credited.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance-main')).toHaveText(/Main wallet\D*995$/);
  await expect(page.getByTestId('balance-bonus')).toHaveText('Promotion bonus฿400');

  await page.goto('/en/promotions');
  const active = page.getByRole('region', { name: 'Your active promotion' });
  await expect(active).toContainText(title);
  await expect(active.getByTestId('promotion-bonus')).toHaveText('Bonus balance ฿400');
  await expect(active.getByTestId('promotion-progress')).toHaveText('Turnover ฿0 of ฿1,395');

  found.push(...(await checked(page, 'royal-siam en: promotions with an active one')));

  // A second promotion is refused while this one is active.
  await page.getByRole('link', { name: 'Free credit for new members', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Receive' }).click();
  await page
    .getByRole('alertdialog', { name: 'Receive this promotion?' })
    .getByRole('button', { name: 'Receive' })
    .click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Cannot receive this promotion, please deactivate the current promotion' }),
  ).toBeVisible();

  found.push(...(await checked(page, 'royal-siam en: promotion detail, refused')));

  // No withdrawal while the promotion's turnover is not played; the history shows it active.
  await expectWithdrawalRefused(page);
  await page.goto('/en/setting/promotion');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: title })).toContainText(
    'Now active',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await checked(page, 'royal-siam en 390px: promotion history')));
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Rocket opens in a window of its own: five 250 stakes cashed out at 1.01× play 1,250 of the 1,395.
  const rocket = await openRocket(page, '1.01');
  await rocket.play('250', 5);
  await page.goto('/en/promotions');
  await expect(active.getByTestId('promotion-progress')).toHaveText('Turnover ฿1,250 of ฿1,395');
  await expect(active.getByTestId('promotion-bonus')).toHaveText('Bonus balance ฿400');
  await page.goto('/en/setting/wallet');
  await expect(page.getByTestId('balance-main')).not.toHaveText(/Main wallet\D*995$/);
  const beforeLast = await mainBalance(page);

  // A last 150 stake meets the target: the promotion ends received and its 400 bonus joins the main
  // balance (150 × 1.01 won back, or the stake lost to an early crash).
  await rocket.play('150', 1);
  await rocket.window.close();
  await page.goto('/en/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(active).toHaveCount(0);
  await page.goto('/en/setting/promotion');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: title })).toContainText('Received');
  await page.goto('/en/setting/wallet?tab=withdraw');
  // The game pays the cash-out to the cent it happened at, so a win is read as a range.
  await expect
    .poll(async () => {
      const added = (await mainBalance(page)) - beforeLast;
      return added === 250 || (added >= 401 && added < 410) ? 'bonus released' : `main grew by ${added}`;
    })
    .toBe('bonus released');
  await expect(page.getByTestId('balance-bonus')).toHaveText('Promotion bonus฿0');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  await expect(page.getByText('Withdraw the turnover requirement first')).toHaveCount(0);
});

test('a visitor of the second brand sees its promotions by category', async ({ page }) => {
  const neon = STACKS.find((stack) => stack.brand === 'neon-jungle');
  if (!neon) throw new Error('No neon-jungle stack');
  await page.goto(`${neon.baseURL}/en/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  for (const category of ['New members', 'Deposit bonuses', 'Slots and games']) {
    await expect(page.getByRole('region', { name: category })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Weekend slots win bonus', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend slots win bonus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(page.getByText('Log in to receive this promotion.')).toBeVisible();
  const found = await checked(page, 'neon-jungle en: promotion detail');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${neon.baseURL}/th/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'สล็อตและเกม' })).toBeVisible();
  found.push(...(await checked(page, 'neon-jungle th 390px: promotions')));
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
});
