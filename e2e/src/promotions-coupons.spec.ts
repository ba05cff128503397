import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminPath } from '@casino/contracts';
import { couponApi } from '@casino/contracts/promotions';
import type { AdminCouponRedemption } from '@casino/contracts/promotions';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { staffHeaders } from './support/staff';
import { STACKS } from './support/stacks';

/** Thai texts of the coupon pages and the shared errors, read from the site's own translation files. */
const thai = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const thCoupon = thai('libs/promotions/src/coupon/locales/th/coupon.json');
const thErrors = thai('libs/i18n/src/locales/th/errors.json') as unknown as Record<string, string>;
const thValidation = thai('libs/i18n/src/locales/th/validation.json') as unknown as Record<string, string>;

async function checked(page: Page, view: string): Promise<ViewViolation[]> {
  await settled(page);
  return axeViolations(page, view);
}

/** Staff's queue of redemptions under verification: the member's one. */
async function staffFindsRedemption(api: APIRequestContext, code: string, userId: number) {
  const reply = await api.get(adminPath(couponApi.adminCouponVerifications), { headers: staffHeaders });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: AdminCouponRedemption[] };
  const found = data.find((row) => row.code === code && row.user_id === userId);
  if (!found) throw new Error(`no ${code} redemption of member ${userId} waits for staff`);
  return found;
}

test('a member redeems a code from a link, is held while staff verify it, then gets the bonus live and reads it in the history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Coupon123',
    firstName: 'Cou',
    lastName: 'Pon',
  });
  const found: ViewViolation[] = [];

  // A marketing link fills the code in; the member confirms it.
  await page.goto('/en/coupon/vip100');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a coupon' })).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveValue('vip100');
  found.push(...(await checked(page, 'royal-siam en: redeem a coupon')));
  await page.getByRole('main').getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Redeem coupon VIP100?' });
  found.push(...(await checked(page, 'royal-siam en: coupon confirm')));
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // The code needs staff's check: the details page says so, and the API holds deposits and play.
  await expect(page).toHaveURL(/\/en\/coupon\/couponDetails$/);
  await expect(page.getByRole('heading', { name: 'Under verification' })).toBeVisible();
  found.push(...(await checked(page, 'royal-siam en: coupon under verification')));
  for (const [path, data] of [
    ['/api/mb/deposit-promptpay', { deposit_amount: '500' }],
    ['/api/mb/queue-withdrawal', { amount: '100' }],
  ] as const) {
    const refused = await api.post(path, { data });
    expect(refused.status(), path).toBe(409);
    expect(((await refused.json()) as { reason: string }).reason).toBe('COUPON_UNDER_VERIFICATION');
  }

  // Staff approve it; the open page shows the success dialog without a reload.
  const redemption = await staffFindsRedemption(api, 'VIP100', member.userId);
  const approved = await api.post(adminPath(couponApi.adminCouponApprove, { id: redemption.id }), {
    headers: staffHeaders,
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const success = page.getByRole('dialog', { name: 'Coupon redeemed' });
  await expect(success).toContainText('Coupon VIP100 gave you a bonus of ฿100.');
  found.push(...(await checked(page, 'royal-siam en: coupon redeemed')));
  await success.getByRole('link', { name: 'Follow your turnover on the promotions page' }).click();

  // The bonus waits apart, as the coupon's promotion, until its turnover is played.
  const active = page.getByRole('region', { name: 'Your active promotion' });
  await expect(active).toContainText('Coupon bonus');
  await expect(active.getByTestId('promotion-bonus')).toHaveText('Bonus balance ฿100');

  await page.goto('/en/setting/couponhistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon history' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'VIP100' })).toContainText('Successful');
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await checked(page, 'royal-siam en 390px: coupon history')));
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  // A code is redeemed once per member.
  await page.goto('/en/coupon');
  await page.getByLabel('Coupon code').fill('VIP100');
  await page.getByRole('main').getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have already redeemed this coupon code' }),
  ).toBeVisible();
});

test('neon-jungle in Thai: a short and an unknown code are refused clearly, a good one pays at once', async ({
  browser,
}) => {
  const neon = STACKS.find((stack) => stack.brand === 'neon-jungle');
  if (!neon) throw new Error('No neon-jungle stack');
  const context = await browser.newContext({ baseURL: neon.baseURL });
  try {
    const page = await context.newPage();
    await newMemberWithProfile(page.request, { password: 'Kupong123', firstName: 'Nida', lastName: 'Neon' });
    await page.goto('/th/coupon');
    await expect(page.getByRole('heading', { level: 1, name: thCoupon['redeem']?.['title'] })).toBeVisible();
    const code = page.getByLabel(thCoupon['redeem']?.['code'] ?? '');
    const redeem = page.getByRole('main').getByRole('button', { name: thCoupon['redeem']?.['submit'] });

    await code.fill('ab');
    await redeem.click();
    await expect(page.getByText((thValidation['min_length'] ?? '').replace('{{min}}', '4'))).toBeVisible();

    await code.fill('NOPE-2026');
    await redeem.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: thCoupon['redeem']?.['confirm'] })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: thErrors['COUPON_UNAVAILABLE'] ?? '' }),
    ).toBeVisible();

    await code.fill('lucky100');
    await redeem.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: thCoupon['redeem']?.['confirm'] })
      .click();
    await expect(page.getByRole('dialog', { name: thCoupon['success']?.['title'] })).toContainText(
      'LUCKY100',
    );
    const found = await checked(page, 'neon-jungle th: coupon redeemed');
    expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
  } finally {
    await context.close();
  }
});
