import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { WCAG_AA_TAGS, formatViolations } from './support/axe';
import type { ViewViolation } from './support/axe';
import { newMemberWithProfile, registerAndLogIn } from './support/members';
import { depositByPromptPay } from './support/payments';
import { openRocket } from './support/rocket';

/** How the site shows a winner: the first two characters of the username, `***`, the last one. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

const ticker = (page: Page) => page.getByRole('region', { name: 'Recent wins' });

/** A browser of its own on the suite's stack (a second person watching the home page). */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
    permissions: ['notifications'],
  });
  return { context, page: await context.newPage() };
}

test('a win shows up live, masked, on the home page of another member, and a visitor sees it within 30 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The player: a complete profile and 1,000 baht.
  const player = await newMemberWithProfile(page.request, {
    password: 'Winner1234',
    firstName: 'Lucky',
    lastName: 'Player',
  });
  await depositByPromptPay(page.request, 1000);

  // A second member watches home with their socket open; a visitor (no socket) watches too.
  const watcher = await otherBrowser(browser);
  await registerAndLogIn(watcher.page.request, 'Watcher1234');
  const socket = watcher.page.waitForEvent('websocket');
  await watcher.page.goto('/en');
  await socket;
  const visitor = await otherBrowser(browser);
  await visitor.page.goto('/en');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  const seenByVisitor = await visitor.page.getByTestId('recent-wins').count();

  // Rocket with 100 baht stakes cashed out at 1.01×: a 101 baht win is over the ticker's 100 baht rule.
  const rocket = await openRocket(page, '1.01');
  await rocket.play('100', 3);
  await rocket.window.close();

  // The watcher's ticker has the win first, live (no reload), under the masked name only.
  const winLine = new RegExp(
    `^${masked(player.phone).replace(/\*/g, '\\*')} won ฿1\\d\\d(\\.\\d\\d)? on Rocket`,
  );
  const first = ticker(watcher.page).getByRole('listitem').first();
  await expect(first).toHaveText(winLine, { timeout: 15_000 });
  await expect(ticker(watcher.page)).not.toContainText(player.phone);
  await expect(first.getByRole('img')).toHaveCount(0); // the thumb is decoration (alt="")
  expect(await first.locator('img').getAttribute('src')).toContain('rocket');

  // It moves, stops with Pause, and passes axe as it stands.
  const pause = ticker(watcher.page).getByRole('button', { name: 'Pause' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  const results = await new AxeBuilder({ page: watcher.page })
    .include('[data-testid="recent-wins"]')
    .withTags(WCAG_AA_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations: ViewViolation[] = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      view: 'home recent wins',
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      target: node.target.join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
  expect(violations, formatViolations(violations)).toEqual([]);

  // The visitor has no socket: their list is read again every 30 s and brings the win without a reload.
  expect(seenByVisitor === 0 || seenByVisitor === 1).toBe(true);
  await expect(ticker(visitor.page).getByRole('listitem').first()).toHaveText(winLine, { timeout: 40_000 });
  await expect(ticker(visitor.page)).not.toContainText(player.phone);

  await watcher.context.close();
  await visitor.context.close();
});
