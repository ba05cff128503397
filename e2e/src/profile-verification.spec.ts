import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { registerAndLogIn, tenDigitBank } from './support/members';
import { latestOtp } from './support/outbox';

/** Tries a PromptPay deposit of 300 from the wallet page. */
async function startDeposit(page: Page) {
  await page.goto('/en/setting/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'PromptPay QR' }).click();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('main').getByRole('button', { name: 'Deposit' }).click();
}

async function verifyByOtp(page: Page, channel: 'Phone' | 'Email', to: string) {
  const section = page.getByRole('region', { name: channel, exact: true });
  await section.getByRole('button', { name: 'Send OTP' }).click();
  await expect(section.getByText(/^Reference code: \S+$/)).toBeVisible();
  await expect(section.getByText(/^Resend in \d+ s$/)).toBeVisible();
  await section.getByRole('textbox', { name: /OTP code/ }).fill(await latestOtp(page.request, to));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
}

test('a new member is stopped at deposit, verifies phone and email, completes the profile, then deposits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { phone, currencyId } = await registerAndLogIn(page.request, 'Profile123');
  const email = `${phone}@example.com`;

  // Before the profile is complete the deposit is refused with the warning, whose confirm opens the modal.
  await startDeposit(page);
  const prompt = page.getByRole('alertdialog', { name: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Update profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Update your profile' });
  await expect(modal.getByRole('button', { name: /1\. Verify phone and email/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(modal.getByRole('button', { name: /2\. Personal and payout details/ })).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // Step 1: both codes come from the development outbox.
  await page.goto('/en/setting/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await verifyByOtp(page, 'Phone', phone);
  await page.getByRole('region', { name: 'Email', exact: true }).getByLabel('Email address').fill(email);
  await verifyByOtp(page, 'Email', email);

  // Step 2 opens; every field the brand turns on is filled, and a bank account shown grouped 3-6-1.
  const details = page.getByRole('form', { name: 'Personal and payout details' });
  await page.getByRole('button', { name: /2\. Personal and payout details/ }).click();
  await details.getByLabel('First name').fill('Prof');
  await details.getByLabel('Last name').fill('Ile');
  await expect(details.getByLabel('Full name')).toHaveValue('Prof Ile');
  await details.getByLabel('Gender').selectOption('male');
  await details.getByLabel('Day').selectOption('1');
  await details.getByLabel('Month').selectOption('4');
  await details.getByLabel('Year').selectOption('1990');
  await details.getByLabel('How did you hear about us?').selectOption({ index: 1 });
  const bank = await tenDigitBank(page.request, currencyId);
  await details.getByLabel('Bank', { exact: true }).selectOption(String(bank.id));
  const bankNo = `1${phone.slice(-9)}`;
  await details.getByLabel('Account number').fill(bankNo);
  await expect(
    details.getByText(`${bankNo.slice(0, 3)}-${bankNo.slice(3, 9)}-${bankNo.slice(9)}`),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Save' }).click();

  // Step 3: the free-credit contact through the default channel.
  await expect(page.getByRole('button', { name: /3\. Free credit/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('link', { name: /^Contact / })).toBeVisible();

  // Now the deposit goes through: the QR code, no prompt.
  await startDeposit(page);
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Complete your profile' })).toBeHidden();
});
