import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { registerAndLogIn, tenDigitBank } from './members';
import { latestOtp } from './outbox';

/**
 * Step 1 for one channel, on the profile page or inside the update modal (`scope`): send the code, read it
 * from the development outbox, verify it.
 */
export async function verifyByOtp(page: Page, scope: Page | Locator, channel: 'Phone' | 'Email', to: string) {
  const section = scope.getByRole('region', { name: channel, exact: true });
  await section.getByRole('button', { name: 'Send OTP' }).click();
  await expect(section.getByText(/^Reference code: \S+$/)).toBeVisible();
  await expect(section.getByText(/^Resend in \d+ s$/)).toBeVisible();
  await section.getByRole('textbox', { name: /OTP code/ }).fill(await latestOtp(page.request, to));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
}

/**
 * Step 2: every field the brand turns on, and a 10-digit bank account, checked shown grouped 3-6-1 before it
 * is saved. Returns the account number.
 */
export async function fillPersonalAndPayout(
  page: Page,
  scope: Page | Locator,
  member: { phone: string; currencyId: number; firstName: string; lastName: string },
) {
  await scope.getByRole('button', { name: /2\. Personal and payout details/ }).click();
  const details = scope.getByRole('form', { name: 'Personal and payout details' });
  await details.getByLabel('First name').fill(member.firstName);
  await details.getByLabel('Last name').fill(member.lastName);
  await expect(details.getByLabel('Full name')).toHaveValue(`${member.firstName} ${member.lastName}`);
  await details.getByLabel('Gender').selectOption('male');
  await details.getByLabel('Day').selectOption('1');
  await details.getByLabel('Month').selectOption('4');
  await details.getByLabel('Year').selectOption('1990');
  await details.getByLabel('How did you hear about us?').selectOption({ index: 1 });
  const bank = await tenDigitBank(page.request, member.currencyId);
  await details.getByLabel('Bank', { exact: true }).selectOption(String(bank.id));
  const bankNo = `1${member.phone.slice(-9)}`;
  await details.getByLabel('Account number').fill(bankNo);
  await expect(
    details.getByText(`${bankNo.slice(0, 3)}-${bankNo.slice(3, 9)}-${bankNo.slice(9)}`),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Save' }).click();
  // Step 3 follows: the free-credit contact through the default channel.
  await expect(scope.getByRole('button', { name: /3\. Free credit/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(scope.getByRole('link', { name: /^Contact / })).toBeVisible();
  return bankNo;
}

/** Tries a PromptPay deposit of 300 from the wallet page. */
export async function startDeposit(page: Page) {
  await page.goto('/en/setting/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
}

/**
 * A member whose profile is complete the way a member completes it (verify state 3, every step open):
 * registered and logged in through the API, then phone and email verified with the outbox codes and the
 * details saved on the English profile page. Returns the member's phone (their username).
 */
export async function memberWithVerifiedProfile(page: Page, password: string): Promise<{ phone: string }> {
  const { phone, currencyId } = await registerAndLogIn(page.request, password);
  const email = `${phone}@example.com`;
  await page.goto('/en/setting/profile');
  await verifyByOtp(page, page, 'Phone', phone);
  await page.getByRole('region', { name: 'Email', exact: true }).getByLabel('Email address').fill(email);
  await verifyByOtp(page, page, 'Email', email);
  await fillPersonalAndPayout(page, page, { phone, currencyId, firstName: 'Axe', lastName: 'Core' });
  return { phone };
}
