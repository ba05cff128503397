import { composeStories } from '@storybook/react-vite';
import type { composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { BRAND_IDS, DEFAULT_BRAND_ID } from '@casino/brands';
import type { LanguageCode } from '@casino/i18n';
// eslint-disable-next-line @nx/enforce-module-boundaries -- Storybook's settings live at the workspace root, in no project.
import { WCAG_AA_TAGS } from '../../../.storybook/a11y';
import { forgetRequests, requestsInFlight } from './msw-node-worker';

/** A `*.stories.tsx` module as Storybook reads it: the meta as default export, one story per named export. */
export type StoryModule = Parameters<typeof composeStories>[0];

/** One story under one brand and one locale. */
export interface StoryVariant {
  brand: string;
  locale: LanguageCode;
}

export interface StoryViolation {
  story: string;
  variant: StoryVariant;
  rule: string;
  impact: string;
  help: string;
  target: string;
}

/** English, and two more scripts with their own line breaking and fonts: Thai and Chinese. */
export const CHECKED_LOCALES: readonly LanguageCode[] = ['en', 'th', 'zh'];

/**
 * The variants each story is checked in: every brand and every checked locale, paired in turn (a Latin
 * square: brand k with locale k + the story's position), so each story renders max(brands, locales) times
 * rather than brands × locales, and across the stories every brand meets every locale. The full product
 * would take several minutes on two cores; the brand only changes colours, fonts and the time zone, and
 * colours jsdom cannot judge anyway (see below), while the locale changes every text and its `lang`.
 */
export function variantsFor(storyIndex: number): StoryVariant[] {
  const count = Math.max(BRAND_IDS.length, CHECKED_LOCALES.length);
  return Array.from({ length: count }, (_, k) => ({
    brand: BRAND_IDS[k % BRAND_IDS.length] ?? DEFAULT_BRAND_ID,
    locale: CHECKED_LOCALES[(k + storyIndex) % CHECKED_LOCALES.length] ?? 'en',
  }));
}

/** Something of the story is in the document: in its canvas, or a dialog or toast it portalled to the body. */
function hasRendered(canvas: HTMLElement): boolean {
  return canvas.hasChildNodes() || [...document.body.children].some((element) => element !== canvas);
}

/**
 * The story has what it asked for: it has rendered (not the Suspense fallback of a language still
 * loading), and no request is in flight for a few turns of the event loop in a row (a reply renders, and
 * may start the next query). A story that waits forever on purpose (a loading state) is checked as it
 * stands after a second.
 */
export async function settled(canvas: HTMLElement) {
  const deadline = Date.now() + 1000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = hasRendered(canvas) && requestsInFlight() === 0 ? quiet + 1 : 0;
  }
}

/**
 * Runs axe over the whole document (dialogs open on top of the page, outside the story's canvas) with the
 * WCAG 2.0/2.1 A and AA rules the e2e sweep uses. Colour contrast is left out: jsdom lays nothing out and
 * computes no colours, so axe cannot measure it here. Contrast is covered by ui-kit's palette contrast test
 * (every brand's colour pairs) and by the e2e axe sweep in a real browser.
 */
export async function axeViolations(): Promise<axe.Result[]> {
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations;
}

/** Renders every story of `module` in each of its variants and returns what axe finds, story by story. */
export async function storyFileViolations(
  module: StoryModule,
  firstIndex: number,
): Promise<{ violations: StoryViolation[]; rendered: number }> {
  const stories = Object.entries(composeStories(module) as Record<string, ReturnType<typeof composeStory>>);
  const violations: StoryViolation[] = [];
  let rendered = 0;
  for (const [index, [name, story]] of stories.entries()) {
    for (const variant of variantsFor(firstIndex + index)) {
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      forgetRequests();
      await story.run({ canvasElement, globals: { ...story.globals, ...variant } });
      await settled(canvasElement);
      rendered += 1;
      for (const violation of await axeViolations()) {
        for (const node of violation.nodes) {
          violations.push({
            story: name,
            variant,
            rule: violation.id,
            impact: violation.impact ?? 'unknown',
            help: violation.help,
            target: node.target.map(String).join(' >>> '),
          });
        }
      }
      canvasElement.remove();
    }
  }
  return { violations, rendered };
}

/** One line per violation, for a failure message a person reads. */
export function formatViolations(violations: readonly StoryViolation[]): string {
  return violations
    .map(
      (v) =>
        `- ${v.story} [${v.variant.brand}/${v.variant.locale}] ${v.rule} (${v.impact}): ${v.help}\n    at ${v.target}`,
    )
    .join('\n');
}
