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

/**
 * The variants each story is checked in: every brand in English, then Thai and Chinese (two more
 * scripts, two more line-breaking and font paths), each in one brand picked in turn by the story's
 * position, so across the stories every brand meets every locale without rendering the full product
 * (which would take several minutes on two cores). The brand only changes colours and the time zone, which
 * jsdom cannot judge anyway (see below); the locale changes every text and its `lang`.
 */
export function variantsFor(storyIndex: number): StoryVariant[] {
  const pick = (shift: number) => BRAND_IDS[(storyIndex + shift) % BRAND_IDS.length] ?? DEFAULT_BRAND_ID;
  return [
    ...BRAND_IDS.map((brand) => ({ brand, locale: 'en' as const })),
    { brand: pick(0), locale: 'th' },
    { brand: pick(1), locale: 'zh' },
  ];
}

/**
 * The story has what it asked for: it has rendered (not the Suspense fallback of a language still
 * loading), and no request is in flight for a few turns of the event loop in a row (a reply renders, and
 * may start the next query). A story that waits forever on purpose (a loading state) is checked as it
 * stands after a second.
 */
export async function settled(canvas: HTMLElement) {
  const deadline = Date.now() + 2000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = canvas.hasChildNodes() && requestsInFlight() === 0 ? quiet + 1 : 0;
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
