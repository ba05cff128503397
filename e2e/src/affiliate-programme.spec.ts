import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, adminPath, businessDayOf, endpointPath, memberApi } from '@casino/contracts';
import { adminJobsApi } from '@casino/contracts/jobs';
import type { AdminJobRun } from '@casino/contracts/jobs';
import { completeProfile, registerAndLogIn, thaiBaht, uniquePhone } from './support/members';
import { OWN_STACK_URL, useOwnStack } from './support/own-stack';
import { depositByPromptPay } from './support/payments';
import { openRocket } from './support/rocket';
import { staffHeaders } from './support/staff';
import { texts } from './support/texts';

// The referred member's losses are moved to a past business day while the API is stopped: this spec runs
// its own stack, not the suite's.
test.use({ baseURL: OWN_STACK_URL });

const ownStack = useOwnStack();
const PASSWORD = 'Referral123';
const t = texts('en');

async function runAffiliateJob(api: APIRequestContext, day: string) {
  const reply = await api.post(adminPath(adminJobsApi.jobRun, { name: 'affiliate' }), {
    headers: staffHeaders,
    data: { business_day: day },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as AdminJobRun;
}

/** A business day as the English pages show it (22/11/2026). */
function shown(day: string): string {
  return day.split('-').reverse().join('/');
}

/** The logged-in member's id, as the profile call answers it. */
async function memberId(api: APIRequestContext): Promise<number> {
  const reply = await api.get(endpointPath(memberApi.profileFind));
  expect(reply.ok(), await reply.text()).toBe(true);
  const { data } = (await reply.json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (!id) throw new Error('no profile');
  return id;
}

/** The friend registers on the page the referral link led to, its code already filled in. */
async function registerThroughLink(page: Page, code: string) {
  await expect(page).toHaveURL(new RegExp(`/en/register\\?ref_code=${code}$`));
  await expect(page.getByLabel(t('auth.register.referralCode'))).toHaveValue(code);
  const phone = uniquePhone();
  await page.getByLabel(t('auth.register.phone')).fill(phone);
  await page.getByLabel(t('auth.register.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('auth.register.confirmPassword')).fill(PASSWORD);
  await page.getByLabel(t('auth.register.acceptTermsWithLink')).check();
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/en$/);
  return phone;
}

test('a friend follows the affiliate link, registers and plays; the day pays the affiliate, who sees it and moves it to the wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stack = ownStack();

  // The affiliate activates referral in their account and shares the link.
  await registerAndLogIn(page.request, PASSWORD);
  await page.goto('/en/setting/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate referral' }).click();
  await expect(
    page.getByText('Active: you earn from your referred members every business day'),
  ).toBeVisible();
  const code = (await page.getByTestId('affiliate-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{4,20}$/);
  await expect(page.getByTestId('affiliate-link')).toHaveText(`${OWN_STACK_URL}/en/affiliate_v2/${code}`);
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(page.getByRole('tooltip')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${OWN_STACK_URL}/en/affiliate_v2/${code}`,
  );

  // The friend, in a browser of their own, follows it, registers, deposits and loses 400 baht.
  const friendContext = await browser.newContext({ baseURL: OWN_STACK_URL });
  const friend = await friendContext.newPage();
  await friend.goto(`/en/affiliate_v2/${code}`);
  const friendPhone = await registerThroughLink(friend, code);
  const currency = await thaiBaht(friend.request);
  await completeProfile(
    friend.request,
    { phone: friendPhone, currencyId: currency.id, userId: await memberId(friend.request) },
    { firstName: 'Referred', lastName: 'Friend' },
  );
  await depositByPromptPay(friend.request, 1000);
  const rocket = await openRocket(friend, '100000');
  await rocket.play('400', 1);
  await friendContext.close();

  // No member plays on a past day: the friend's day moves five days back, out of the stack's own catch-up.
  const today = businessDayOf(new Date(), 'Asia/Bangkok');
  const day = addDays(today, -5);
  await stack.stop();
  await stack.withStoppedDatabase(async (db) => {
    const moved = await db.query(
      `UPDATE member_daily_totals SET business_day = $2::date
        WHERE user_id = (SELECT id FROM users WHERE username = $1) AND business_day = $3::date`,
      [friendPhone, day, today],
    );
    expect(moved.affectedRows).toBe(1);
  });
  await stack.start();

  expect(await runAffiliateJob(page.request, day)).toMatchObject({ status: 'done', paid: 1 });
  expect(await runAffiliateJob(page.request, day)).toMatchObject({ status: 'already-done', paid: 0 });

  // Income: the day's 10 % of the friend's 400 net loss, and the balance's history.
  await page.goto('/en/setting/affiliate/income');
  const daily = page.getByRole('region', { name: 'Daily income table' }).getByRole('row');
  await expect(daily.nth(1)).toHaveText(
    [shown(day), '1', '฿400', '฿400', '10.00% of net loss', '฿40'].join(''),
  );
  const received = page.getByRole('region', { name: 'Received referral history table' }).getByRole('row');
  await expect(received.nth(1)).toContainText(`Income for ${shown(day)}`);
  await expect(received.nth(1)).toContainText('฿40');

  // Members: the friend, masked.
  await page.goto('/en/setting/affiliate/member');
  const members = page.getByTestId('affiliate-members').getByRole('row');
  await expect(members).toHaveCount(2);
  await expect(members.nth(1)).toContainText(`${friendPhone.slice(0, 2)}******${friendPhone.slice(-2)}`);
  await expect(members.nth(1)).toContainText('฿400');

  // Statistics: the charts, and the same figures as a table.
  await page.goto('/en/setting/affiliate/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate statistics' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show as a table' }).first().click();
  const dayRow = page
    .getByRole('row')
    .filter({ hasText: shown(day) })
    .first();
  await expect(dayRow).toContainText('฿40');
  const todayRow = page
    .getByRole('row')
    .filter({ hasText: shown(today) })
    .first();
  await expect(todayRow).toBeVisible();

  // Overview: the totals, then the whole balance into the main wallet.
  await page.goto('/en/setting/affiliate');
  await expect(page.getByTestId('affiliate-available')).toHaveText('฿40');
  await page.getByRole('button', { name: 'Transfer all' }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Transfer to your main wallet?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'in your main wallet' })).toHaveText(
    '฿40 is now in your main wallet',
  );
  await expect(page.getByTestId('affiliate-available')).toHaveText('฿0');
});

test('a link with an unknown code says so and still lets the visitor register', async ({ page }) => {
  await page.goto('/en/affiliate_v2/NOSUCHCODE9');
  await expect(page.getByRole('heading', { name: 'Invalid referral code' })).toBeVisible();
  await page.getByRole('link', { name: 'Register without a code' }).click();
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByLabel(t('auth.register.referralCode'))).toHaveValue('');
});
