import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { endpointPath, publicApi } from '@casino/contracts';
import { axeViolations, formatViolations, settled } from './support/axe';
import type { ViewViolation } from './support/axe';
import { registerMember } from './support/members';
import { header } from './support/page';
import { depositByPromptPay } from './support/payments';
import { memberWithVerifiedProfile } from './support/profile';
import { STACKS } from './support/stacks';
import { texts } from './support/texts';

/**
 * Every page and modal of the site, in both brands, in English and Thai, on a laptop (1366 px) and a phone
 * (390 px), has no WCAG 2.1 A or AA violation that axe can find, of any impact, game iframe included.
 * Each (brand, language, width) visits all its views and then reports every violation at once.
 */

const LANGUAGES = ['en', 'th'] as const;
const WIDTHS = [1366, 390] as const;
const PASSWORD = 'Access1bility';
/** The cashbox's tabs in their order (the tab names are the wallet library's texts). */
const CASHBOX_TABS = ['cashbox', 'deposit', 'withdraw', 'transfer', 'history'] as const;
const HISTORY_TABS = ['deposit', 'withdraw', 'transfer', 'activity'] as const;
const REWARD_PAGES = [
  'reward',
  'reward/lucky-box',
  'reward/random-card',
  'reward/freespin',
  'reward/exchange-point',
  'reward/history',
  'setting/totalpoints',
] as const;
/** The affiliate programme page and the account area's four affiliate pages (statistics draws charts). */
const AFFILIATE_PAGES = [
  'affiliate',
  'setting/affiliate',
  'setting/affiliate/income',
  'setting/affiliate/member',
  'setting/affiliate/statistics',
] as const;
/** An iframe game of the reference provider. */
const IFRAME_GAME = 'Jade Fortune';

type Member = { username: string };

async function logIn(api: APIRequestContext, member: Member | undefined) {
  if (!member) throw new Error('The members are made in beforeAll');
  const reply = await api.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: member.username, password: PASSWORD },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Presses the game's tile in the lobby: the play page for a complete member, else the profile warning. */
async function pressGameTile(page: Page, lang: string) {
  await page.goto(`/${lang}`);
  await page.getByRole('searchbox').fill(IFRAME_GAME);
  const card = page.getByTestId('game-card').filter({ hasText: IFRAME_GAME });
  await expect(card).toHaveCount(1);
  await card.getByRole('button').first().click();
}

for (const stack of STACKS) {
  test.describe(`accessibility of ${stack.brand}`, () => {
    test.use({ baseURL: stack.baseURL });
    const members: { complete?: Member; incomplete?: Member } = {};

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(120_000);
      // A member who completed the profile on the site (every step open), with a credited deposit: the
      // histories and the wallet show a row, the game bar a balance.
      const page = await browser.newPage({ baseURL: stack.baseURL });
      members.complete = { username: (await memberWithVerifiedProfile(page, PASSWORD)).phone };
      await depositByPromptPay(page.request, 300);
      await page.close();
      const anonymous = await playwright.request.newContext({ baseURL: stack.baseURL });
      members.incomplete = { username: (await registerMember(anonymous, PASSWORD)).phone };
      await anonymous.dispose();
    });

    for (const lang of LANGUAGES) {
      for (const width of WIDTHS) {
        test.describe(`${lang} at ${width} px`, () => {
          test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

          test('every page and modal has no WCAG A/AA violation', async ({ page }) => {
            // About 37 views, each analysed by axe with its frames: minutes on a busy 2-core machine.
            test.setTimeout(600_000);
            const t = texts(lang);
            const found: ViewViolation[] = [];
            const views: string[] = [];
            const check = async (view: string) => {
              await settled(page);
              views.push(view);
              found.push(...(await axeViolations(page, `${stack.brand} ${lang} ${width}px: ${view}`)));
            };
            const dialog = (): Locator => page.getByRole('dialog');

            // Visitors: home, the login modal, register, forgot password, the 404 page.
            await page.goto(`/${lang}`);
            await expect(page.getByTestId('game-card').first()).toBeVisible();
            await check('home');
            await header(page)
              .getByRole('button', { name: t('common.header.login') })
              .click();
            await expect(dialog()).toBeVisible();
            await check('login modal');
            await page.keyboard.press('Escape');
            await expect(dialog()).toHaveCount(0);

            await page.goto(`/${lang}/register`);
            await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
            await check('register');
            await page.goto(`/${lang}/forgot-password`);
            await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
            await check('forgot password');
            await page.goto(`/${lang}/no-such-page`);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await check('404');

            // A member whose profile is not complete: the warning, then the profile update modal.
            await logIn(page.request, members.incomplete);
            await pressGameTile(page, lang);
            const prompt = page.getByRole('alertdialog');
            await expect(prompt).toBeVisible();
            await check('profile incomplete warning');
            await prompt.getByRole('button').last().click();
            await expect(dialog().getByRole('button', { name: /^1\. / })).toBeVisible();
            await check('profile update modal');
            await page.keyboard.press('Escape');
            await page.context().clearCookies();

            // A complete member: the game page, the cashbox tabs, every history, profile, change password.
            await logIn(page.request, members.complete);
            await pressGameTile(page, lang);
            await expect(page).toHaveURL(new RegExp(`/${lang}/games/\\d+$`));
            const game = page.frameLocator('main iframe');
            await expect(game.locator('#play')).toBeVisible();
            await check('game page');

            await page.goto(`/${lang}`);
            await header(page)
              .getByRole('button', { name: t('common.header.deposit') })
              .click();
            const cashbox = dialog();
            for (const tab of CASHBOX_TABS) {
              await cashbox
                .getByRole('tablist')
                .first()
                .getByRole('tab')
                .nth(CASHBOX_TABS.indexOf(tab))
                .click();
              await expect(cashbox.getByRole('tabpanel').first()).toBeVisible();
              await check(`cashbox: ${tab}`);
            }
            await page.keyboard.press('Escape');
            await expect(cashbox).toHaveCount(0);
            // A deposit paid while the page is open: the success dialog.
            await depositByPromptPay(page.request, 100);
            const success = page.getByRole('alertdialog');
            await expect(success).toBeVisible();
            await check('deposit success dialog');
            await success.getByRole('button').click();
            await expect(success).toHaveCount(0);

            for (const tab of HISTORY_TABS) {
              await page.goto(`/${lang}/setting/history?tab=${tab}`);
              await expect(page.getByRole('main').getByRole('tabpanel').first()).toBeVisible();
              await check(`history: ${tab}`);
            }
            await page.goto(`/${lang}/setting/totalbet`);
            await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
            await check('total bet');
            await page.goto(`/${lang}/setting/wallet`);
            await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
            await check('wallet');
            await page.goto(`/${lang}/setting/cashback`);
            await expect(page.getByRole('main').getByRole('timer')).toBeVisible();
            await check('cashback');
            // The points and rewards pages (the member has the point privilege): the shop, each way to
            // spend points, and both histories.
            for (const path of REWARD_PAGES) {
              await page.goto(`/${lang}/${path}`);
              await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
              await check(path);
            }
            for (const path of AFFILIATE_PAGES) {
              await page.goto(`/${lang}/${path}`);
              await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
              await check(path);
            }

            await page.goto(`/${lang}/setting/profile`);
            const steps = page.getByRole('main').getByRole('button', { name: /^[123]\. / });
            await expect(steps).toHaveCount(3);
            for (let step = 0; step < 3; step += 1) {
              if (await steps.nth(step).isDisabled()) continue;
              await steps.nth(step).click();
              await expect(steps.nth(step)).toHaveAttribute('aria-current', 'step');
              await check(`profile step ${step + 1}`);
            }
            await page.goto(`/${lang}/setting/changePassword`);
            await expect(page.getByRole('main').locator('input').first()).toBeVisible();
            await check('change password');

            // The provider's own verify page (games link to it from inside the iframe).
            const providerUrl = `http://localhost:${stack.providerPort}`;
            await page.goto(`${providerUrl}/verify?lang=${lang}`);
            await check('game provider: verify');

            expect(views.length).toBeGreaterThanOrEqual(32);
            test.info().annotations.push({ type: 'views checked', description: String(views.length) });
            expect(found, `axe found violations:\n${formatViolations(found)}`).toEqual([]);
          });
        });
      }
    }
  });
}
