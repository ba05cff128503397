import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSettingsApi, endpointPath, otpApi, publicApi } from '@casino/contracts';
import type { CustomFunction, Language, VerificationStatus } from '@casino/contracts';
import { thaiBaht, uniquePhone } from './support/members';
import { latestOtp } from './support/outbox';
import { header, playFromLobby } from './support/page';
import { fillPersonalAndPayout, startDeposit, verifyByOtp } from './support/profile';
import { staffHeaders } from './support/staff';
import { texts } from './support/texts';

type RegisterType = CustomFunction['register_type'];

async function setRegisterType(api: APIRequestContext, registerType: RegisterType) {
  const reply = await api.post(adminSettingsApi.customFunctionUpdate.path, {
    headers: staffHeaders,
    data: { register_type: registerType, reason: 'e2e: registration with the phone OTP' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The register type the site is served now, as the register page reads it. */
async function servedRegisterType(api: APIRequestContext): Promise<RegisterType> {
  const languages = await api.get(endpointPath(publicApi.languageFind));
  const english = ((await languages.json()) as { data: Language[] }).data.find((l) => l.code === 'en');
  const reply = await api.get(`${endpointPath(publicApi.customFunctionFind)}?language_id=${english?.id}`);
  const { data } = (await reply.json()) as { data: CustomFunction[] };
  const registerType = data[0]?.register_type;
  if (!registerType) throw new Error('No custom function is served');
  return registerType;
}

/** Fills the register form and submits it; with 'phone_otp' the code dialog opens instead of registering. */
async function submitRegisterForm(page: Page, phone: string, password: string) {
  const t = texts('en');
  await page.goto('/en/register');
  await page.getByLabel(t('auth.register.phone')).fill(phone);
  await page.getByLabel(t('auth.register.password'), { exact: true }).fill(password);
  await page.getByLabel(t('auth.register.confirmPassword')).fill(password);
  await page.getByLabel(t('auth.register.acceptTermsWithLink')).check();
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
}

test('a new member registers with the phone OTP, is stopped at play and deposit, completes the profile, then deposits and plays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts('en');
  const phone = uniquePhone();

  const before = await servedRegisterType(page.request);
  await setRegisterType(page.request, 'phone_otp');
  // The suite runs serially: every other spec registers on the plain path, so it is restored whatever happens.
  try {
    await submitRegisterForm(page, phone, 'OtpJoin12');
    const dialog = page.getByRole('dialog', { name: t('auth.forgotPassword.otpTitle') });
    await expect(dialog.getByRole('status')).toContainText(/Reference code: \S+/);
    await dialog
      .getByRole('textbox', { name: t('auth.otp.code') })
      .fill(await latestOtp(page.request, phone));
    await dialog.getByRole('button', { name: t('auth.otp.verify') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    await expect(header(page).getByRole('button', { name: t('common.header.logout') })).toBeVisible();
  } finally {
    await setRegisterType(page.request, before);
  }

  // The registration's code counts as the phone's verification.
  const status = await page.request.get(endpointPath(otpApi.otpStatusFind));
  expect(status.ok(), await status.text()).toBe(true);
  const { data } = (await status.json()) as { data: VerificationStatus[] };
  expect(data[0]).toMatchObject({ phone, phone_verified: true });

  // Without a bank account neither playing nor depositing goes ahead: the warning, whose confirm opens the modal.
  await playFromLobby(page, 'Jade Fortune');
  const prompt = page.getByRole('alertdialog', { name: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Complete profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Update your profile' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { name: 'Jade Fortune' })).toBeHidden();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await startDeposit(page);
  await expect(page.getByRole('alertdialog', { name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeHidden();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete profile' }).click();

  // The update modal opens at step 2, since the registration's code verified the phone. Back in step 1 the
  // member verifies the email too, from the outbox, then fills step 2.
  await expect(modal.getByRole('form', { name: 'Personal and payout details' })).toBeVisible();
  await modal.getByRole('button', { name: /1\. Verify phone and email/ }).click();
  await expect(
    modal.getByRole('region', { name: 'Phone', exact: true }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  const email = `${phone}@example.com`;
  await modal.getByRole('region', { name: 'Email', exact: true }).getByLabel('Email address').fill(email);
  await verifyByOtp(page, modal, 'Email', email);
  const { id: currencyId } = await thaiBaht(page.request);
  await fillPersonalAndPayout(page, modal, { phone, currencyId, firstName: 'Otp', lastName: 'Member' });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // Now both go ahead: the deposit's QR code, and the game in the play-game layout.
  await startDeposit(page);
  await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible();
  await playFromLobby(page, 'Jade Fortune');
  await expect(page).toHaveURL(/\/en\/games\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Jade Fortune' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Complete your profile' })).toBeHidden();
});
