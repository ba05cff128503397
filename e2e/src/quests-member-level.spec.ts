import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { addDays, adminPath, businessDayOf } from '@casino/contracts';
import { adminJobsApi } from '@casino/contracts/jobs';
import type { AdminJobRun } from '@casino/contracts/jobs';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile } from './support/members';
import { OWN_STACK_URL, useOwnStack } from './support/own-stack';
import { depositByPromptPay } from './support/payments';
import { staffHeaders } from './support/staff';

// The member's deposit is moved to a past business day while the API is stopped (no member-facing flow
// makes a day end sooner): this spec runs its own stack, not the suite's.
test.use({ baseURL: OWN_STACK_URL });

const ownStack = useOwnStack();

/** The Thai texts of the level pages, read from the site's own translation file. */
const thQuests = JSON.parse(
  readFileSync(new URL('../../libs/quests/src/locales/th/quests.json', import.meta.url), 'utf8'),
) as { login: string; detail: { title: string; loginPrompt: string } };

async function runLevelJob(api: APIRequestContext, day: string) {
  const reply = await api.post(adminPath(adminJobsApi.jobRun, { name: 'member-level' }), {
    headers: staffHeaders,
    data: { business_day: day },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as AdminJobRun;
}

test('a member reaches Bronze with the daily job, is paid its VIP bonus once and sees the level pages', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stack = ownStack();
  const api = page.request;
  const member = await newMemberWithProfile(api, { password: 'Levels123', firstName: 'Lev', lastName: 'El' });
  await depositByPromptPay(api, 1000);
  const found: ViewViolation[] = [];
  const check = async (view: string) => {
    await settled(page);
    found.push(...(await axeViolations(page, view)));
  };

  // Before the day is counted the member is below the first level.
  await page.goto('/en/member-level-detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Your member level' })).toBeVisible();
  await expect(page.getByText('Member — below the first level')).toBeVisible();
  await expect(page.getByText('Not calculated yet')).toBeVisible();
  await check('royal-siam en: member level detail, below the first level');

  // The deposit's business day moves five days back (before the stack's own catch-up of three days).
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

  expect(await runLevelJob(api, day)).toMatchObject({ status: 'done', paid: 1 });
  expect(await runLevelJob(api, day)).toMatchObject({ status: 'already-done', paid: 0 });

  await page.goto('/en/member-level-detail');
  await expect(page.getByText('Level 1 · Bronze')).toBeVisible();
  await expect(page.getByText(`Counted through`)).toBeVisible();
  await expect(page.getByText('Next level: Level 2 · Silver')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Accumulated deposit' })).toHaveAttribute(
    'aria-valuetext',
    '฿1,000 of ฿10,000',
  );
  await check('royal-siam en: member level detail, Bronze');

  await page.getByRole('link', { name: 'All member levels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member levels' })).toBeVisible();
  const bronze = page.locator('[aria-current]').filter({ hasText: 'Bronze' });
  await expect(bronze).toContainText('Your level');
  await page.setViewportSize({ width: 390, height: 844 });
  await check('royal-siam en 390px: member levels');
  expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);

  // The VIP bonus of Bronze (50) is in the wallet, once.
  await page.goto('/en/setting/wallet');
  await expect(page.getByTestId('balance-main')).toHaveText(/1,050$/);
});

test('a visitor sees the levels of the default currency and is asked to log in for their progress', async ({
  page,
}) => {
  await page.goto('/en/member-level');
  await expect(page.getByRole('heading', { level: 1, name: 'Member levels' })).toBeVisible();
  await expect(page.getByText('Level 5 · Diamond')).toBeVisible();
  await expect(
    page.getByText('Log in to see your level and how close you are to the next one.'),
  ).toBeVisible();
  await page.goto('/th/member-level-detail');
  await expect(page.getByRole('heading', { level: 1, name: thQuests.detail.title })).toBeVisible();
  await expect(page.getByText(thQuests.detail.loginPrompt)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: thQuests.login }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
