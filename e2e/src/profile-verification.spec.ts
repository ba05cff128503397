import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './support/members';
import { fillPersonalAndPayout, startDeposit, verifyByOtp } from './support/profile';

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
  await prompt.getByRole('button', { name: 'Complete profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Update your profile' });
  await expect(modal.getByRole('button', { name: /1\. Verify phone and email/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(modal.getByRole('button', { name: /2\. Personal and payout details/ })).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // Step 1 on the profile page: both codes come from the development outbox.
  await page.goto('/en/setting/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await verifyByOtp(page, page, 'Phone', phone);
  await page.getByRole('region', { name: 'Email', exact: true }).getByLabel('Email address').fill(email);
  await verifyByOtp(page, page, 'Email', email);

  // Step 2 opens; step 3 follows it.
  await fillPersonalAndPayout(page, page, { phone, currencyId, firstName: 'Prof', lastName: 'Ile' });

  // Now the deposit goes through: the QR code, no prompt.
  await startDeposit(page);
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Complete your profile' })).toBeHidden();
});
