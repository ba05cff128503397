import { expect, test } from '@playwright/test';
import { registerAndLogIn } from './support/members';
import { header } from './support/page';
import { expectNoAxeViolations, refusedLogin } from './support/self-exclusion';

const PASSWORD = 'Break1234';
/** DD/MM/YYYY HH:mm:ss, as the site writes local dates. */
const LOCAL_DATE = /\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/;

test('a member takes a 24-hour time-out: logged out at once, and login is refused until the date shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await registerAndLogIn(page.request, PASSWORD);

  await page.goto('/en/setting/take-a-break');
  await expect(page.getByRole('heading', { name: 'Take a break' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Time-out/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'How long' })).toHaveValue('h24');
  await expectNoAxeViolations(page, 'take a break: the choice');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/^Your time-out will last 24 hours, until about /)).toBeVisible();
  await expectNoAxeViolations(page, 'take a break: the confirmation');
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I understand that I cannot undo or shorten this.' }).check();
  await page.getByRole('button', { name: 'Start my time-out' }).click();

  await expect(page.getByRole('heading', { name: 'Your break has started' })).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: 'Your time-out ends on' });
  await expect(done).toHaveText(/You have been logged out\.$/);
  const until = LOCAL_DATE.exec((await done.textContent()) ?? '')?.[0];
  expect(until).toBeDefined();
  await expectNoAxeViolations(page, 'take a break: started');

  // Logged out everywhere at once: the session is refused; leaving the confirmation shows it here too.
  expect((await page.request.get('/api/mb/users')).status()).toBe(401);
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  const refusal = await refusedLogin(page, member.phone, PASSWORD);
  await expect(refusal).toContainText(
    `You are taking a break until ${until}. You cannot log in, play or deposit until then.`,
  );

  // A wrong password is told only that: the break is not revealed.
  await refusal.getByRole('button', { name: 'OK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toContainText(
    'Username or password is incorrect',
  );
});
