import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { newMemberWithProfile } from './support/members';
import { OWN_STACK_URL, useOwnStack } from './support/own-stack';
import { sendWebhook } from './support/payments';

/**
 * A member of a Bangkok brand (UTC+7) whose device is set to New York filters the deposit history across
 * midnight Bangkok time. 23:30 and 00:30 in Bangkok are 12:30 and 13:30 in New York, and 16:30 and
 * 17:30 UTC: by the device's days or by UTC days both rows would be on the first day.
 */
test.use({ baseURL: OWN_STACK_URL, timezoneId: 'America/New_York' });

const DAY = '2026-03-15';
const NEXT_DAY = '2026-03-16';
const BEFORE_MIDNIGHT = '2026-03-15T23:30:00+07:00';
const AFTER_MIDNIGHT = '2026-03-16T00:30:00+07:00';

const ownStack = useOwnStack();

async function filterDays(page: Page, from: string, to: string) {
  // The "to" side first when moving later, so the range never runs backwards on the way.
  if (from > (await page.getByLabel('From date').inputValue())) {
    await page.getByLabel('To date').fill(to);
    await page.getByLabel('From date').fill(from);
  } else {
    await page.getByLabel('From date').fill(from);
    await page.getByLabel('To date').fill(to);
  }
}

test("the deposit history counts days in the brand's time zone, not the device's or UTC", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stack = ownStack();
  const api = page.request;
  const member = await newMemberWithProfile(api, {
    password: 'Midnight123',
    firstName: 'Mid',
    lastName: 'Night',
  });
  // Two real deposits, credited from the brand's bank statement (auto bank).
  for (const amount of ['111.00', '222.00']) {
    const paid = await sendWebhook(api, 'autobank', {
      event_id: `e2e-midnight-${member.phone}-${amount}`,
      type: 'bank.statement',
      bank_code: member.bankCode,
      account_no: member.bankNo,
      amount,
    });
    expect(paid).toMatchObject({ outcome: 'credited' });
  }

  // No member-facing flow can make a deposit at a chosen instant: date the two around midnight Bangkok.
  await stack.stop();
  await stack.withStoppedDatabase(async (db) => {
    const moved = await db.query(
      `UPDATE deposits d SET created_at = CASE d.amount WHEN 11100 THEN $2::timestamptz ELSE $3::timestamptz END
         FROM users u WHERE u.id = d.user_id AND u.username = $1`,
      [member.phone, BEFORE_MIDNIGHT, AFTER_MIDNIGHT],
    );
    expect(moved.affectedRows).toBe(2);
  });
  await stack.start();

  await page.goto('/en/setting/history');
  await expect(page.getByText('Days are counted in Indochina Time (GMT+7)')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);

  await filterDays(page, DAY, DAY);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('111');
  await expect(page.getByText(/^Transactions: 1/)).toBeVisible();

  await filterDays(page, NEXT_DAY, NEXT_DAY);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('222');
  await expect(page.getByText(/^Transactions: 1/)).toBeVisible();

  await filterDays(page, DAY, NEXT_DAY);
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(/^Transactions: 2/)).toBeVisible();
});
