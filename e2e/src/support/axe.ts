import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: every rule axe has for them, at any impact. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface ViewViolation {
  view: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
}

/**
 * Runs axe over the page as it stands (frames included, so a game's iframe is checked too) and returns its
 * violations, each tied to the view it was found on.
 */
export async function axeViolations(page: Page, view: string): Promise<ViewViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA_TAGS)
    // Details only for what fails: axe skips collecting every passing node, which halves its run time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      view,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : part)).join(' >>> '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** One line per violation: where, which rule, which element and why, for a failure message a person reads. */
export function formatViolations(violations: readonly ViewViolation[]): string {
  return violations
    .map((v) => `- [${v.view}] ${v.rule} (${v.impact}): ${v.help}\n    at ${v.target}\n    ${v.summary}`)
    .join('\n');
}

/**
 * Nothing is loading or fading in any more: no busy region, no progress bar, and every finite animation
 * (a dialog's fade-in) done, so axe measures the colours as they end up, not half-blended.
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
