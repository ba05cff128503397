import { expect, test } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import {
  addDays,
  adminPath,
  businessDayOf,
  depositApi,
  endpointPath,
  REFERENCE_GAMES,
  REFERENCE_PROVIDERS,
} from '@casino/contracts';
import { adminJobsApi } from '@casino/contracts/jobs';
import type { Deposit } from '@casino/contracts';
import type { AdminJobRun } from '@casino/contracts/jobs';
import { newMemberWithProfile } from './support/members';
import { OWN_STACK_URL, useOwnStack } from './support/own-stack';
import { playFromLobby } from './support/page';
import { sendWebhook } from './support/payments';
import { staffHeaders } from './support/staff';
import { STACKS } from './support/stacks';

// The member's losses are moved to a past business day while the API is stopped: this spec runs its own
// stack, not the suite's.
test.use({ baseURL: OWN_STACK_URL });

const ownStack = useOwnStack();

/** 1,000 THB: a PromptPay deposit through the member API, paid by the gateway's signed webhook. */
async function depositThousand(api: APIRequestContext, phone: string) {
  const created = await api.post(endpointPath(depositApi.depositPromptpayCreate), {
    data: { deposit_amount: '1000.00' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { reference } = (await created.json()) as Deposit;
  const paid = await sendWebhook(api, 'promptpay', {
    event_id: `e2e-cashback-${phone}`,
    type: 'payment.succeeded',
    reference,
    amount: '1000.00',
  });
  expect(paid).toMatchObject({ outcome: 'credited' });
}

/** A round of Rocket with a 400 THB stake that cashes out only at 100,000×: in practice always lost. */
async function loseOnRocket(page: Page) {
  const rocket = REFERENCE_GAMES.find((game) => game.code === 'rocket-crash');
  if (!rocket) throw new Error('the reference catalogue has no rocket-crash');
  const inIframe = REFERENCE_PROVIDERS.some(
    (provider) => provider.code === rocket.provider && provider.use_iframe,
  );
  let game: FrameLocator | Page;
  let popup: Page | null = null;
  if (inIframe) {
    await playFromLobby(page, rocket.name);
    game = page.frameLocator(`iframe[title="Game: ${rocket.name}"]`);
  } else {
    const popupPromise = page.waitForEvent('popup');
    await playFromLobby(page, rocket.name);
    popup = await popupPromise;
    game = popup;
  }
  await expect(game.getByTestId('balance')).toHaveText(/\d/);
  await game.locator('#stake').fill('400');
  await game.locator('#target').fill('100000');
  await game.locator('#play').click();
  const round = game.locator('#history li');
  await expect(round).toHaveCount(1);
  await expect(round).toHaveText(/^#\d+ 400\.00 → 0\.00/);
  await popup?.close();
}

async function runJob(api: APIRequestContext, name: 'cashback' | 'rebate', day: string) {
  const reply = await api.post(adminPath(adminJobsApi.jobRun, { name }), {
    headers: staffHeaders,
    data: { business_day: day },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as AdminJobRun;
}

test('a member who lost gets cashback and rebate for the day, and moves both into the wallet live', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const stack = ownStack();
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Cashback123',
    firstName: 'Cash',
    lastName: 'Back',
  });
  await depositThousand(api, member.phone);

  // Cashback is activated from its page, with the countdown to the next calculation ticking.
  await page.goto('/en/cashback');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Next calculation in' })).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Activate cashback' }).click();
  await expect(page.getByText('Active: you receive it every day')).toBeVisible();

  await loseOnRocket(page);
  await page.goto('/en/cashback');
  await expect(page.getByTestId('cashback-turnover')).toHaveText('฿400 of ฿100');

  // No member-facing flow plays on a past day: the day's totals move five days back, a day the stack's
  // own catch-up of the last three days has not looked at.
  const today = businessDayOf(new Date(), 'Asia/Bangkok');
  const day = addDays(today, -5);
  await stack.stop();
  await stack.withStoppedDatabase(async (db) => {
    const moved = await db.query(
      `UPDATE member_daily_totals SET business_day = $2::date
        WHERE user_id = (SELECT id FROM users WHERE username = $1) AND business_day = $3::date`,
      [member.phone, day, today],
    );
    expect(moved.affectedRows).toBe(1);
  });
  await stack.start();

  // The cashback page and, in a second tab, the wallet are open when staff run the day's job.
  await page.goto('/en/cashback');
  await expect(page.getByTestId('cashback-available')).toHaveText('฿0');
  const wallet = await context.newPage();
  await wallet.goto('/en/setting/wallet');
  await expect(wallet.getByTestId('balance-main')).toHaveText(/600$/);
  await page.waitForLoadState('networkidle');

  expect(await runJob(api, 'cashback', day)).toMatchObject({ status: 'done', paid: 1 });
  // 5 % of the 400 lost, live on both tabs.
  await expect(page.getByTestId('cashback-available')).toHaveText('฿20');
  await expect(wallet.getByTestId('balance-cashback')).toHaveText(/20$/);
  const history = page.getByRole('region', { name: 'Cashback history' }).getByRole('row');
  await expect(history.nth(1)).toHaveText([day, '฿400', '5.00%', '฿20'].join(''));
  expect(await runJob(api, 'cashback', day)).toMatchObject({ status: 'already-done', paid: 0 });

  await page.getByRole('button', { name: 'Transfer all' }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Transfer to your main wallet?' });
  await expect(confirm).toContainText('Move ฿20 into your main wallet.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'in your main wallet' })).toHaveText(
    '฿20 is now in your main wallet',
  );
  await expect(wallet.getByTestId('balance-main')).toHaveText(/620$/);
  await expect(wallet.getByTestId('balance-cashback')).toHaveText(/\D0$/);

  // Rebate, in Thai: activating it over cashback asks to confirm the replacement.
  await page.goto('/th/promotions/rebate');
  await expect(page.getByRole('heading', { level: 1, name: 'ค่าคอมมิชชั่นคืน' })).toBeVisible();
  // The operator's terms article, in Thai.
  await expect(page.getByRole('heading', { level: 2, name: 'เงื่อนไขค่าคอมมิชชั่นคืน' })).toBeVisible();
  await page.getByRole('button', { name: 'เปิดใช้งานค่าคอมมิชชั่นคืน' }).click();
  const replace = page.getByRole('alertdialog', { name: 'แทนที่โบนัสที่ใช้งานอยู่?' });
  await expect(replace).toContainText('คุณมีเงินคืนที่ใช้งานอยู่แล้ว');
  await replace.getByRole('button', { name: 'แทนที่' }).click();
  await expect(page.getByText('เปิดใช้งานอยู่: คุณได้รับทุกวัน')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await runJob(api, 'rebate', day)).toMatchObject({ status: 'done', paid: 1 });
  // 0.5 % of the 400 staked.
  await expect(page.getByTestId('cashback-available')).toHaveText('฿2');
  await page.getByRole('button', { name: 'โอนทั้งหมด' }).click();
  await page.getByRole('button', { name: 'โอน', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('฿2 อยู่ในกระเป๋าหลักของคุณแล้ว')).toBeVisible();
  await expect(wallet.getByTestId('balance-main')).toHaveText(/622$/);
});

test('the rebate page of the neon-jungle brand offers a visitor the article and a way to log in', async ({
  page,
}) => {
  const neon = STACKS.find((stack) => stack.brand === 'neon-jungle');
  if (!neon) throw new Error('no neon-jungle stack');
  await page.goto(`${neon.baseURL}/en/promotions/rebate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rebate' })).toBeVisible();
  await expect(page.getByText(/of your turnover back every day, win or lose/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Rebate terms' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});
