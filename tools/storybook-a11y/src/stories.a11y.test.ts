import { describe, expect, test } from 'vitest';
import { axeViolations, formatViolations, storyFileViolations } from './story-a11y';
import type { StoryModule } from './story-a11y';

/**
 * Every story of every library, composed with Storybook's own preview (brand theme, locale, MSW handlers
 * from the contracts), rendered in jsdom in every brand and in English, Thai and Chinese (paired in turn,
 * see `variantsFor`), and checked with axe: 0 violations.
 */
const storyFiles = import.meta.glob<StoryModule>('../../../libs/*/src/**/*.stories.tsx');

const byPath = Object.entries(storyFiles).sort(([a], [b]) => a.localeCompare(b));

describe('every story passes axe (WCAG 2.1 A/AA, contrast aside) in every brand', () => {
  test('the libraries have stories', () => {
    expect(byPath.length).toBeGreaterThan(50);
  });

  test('the check finds what it should: an image without text, a field without a label', async () => {
    const broken = document.createElement('div');
    broken.innerHTML = '<img src="chip.png"><input type="text">';
    document.body.append(broken);
    try {
      const rules = (await axeViolations()).map((violation) => violation.id);
      expect(rules).toEqual(expect.arrayContaining(['image-alt', 'label']));
    } finally {
      broken.remove();
    }
  });

  let storyIndex = 0;
  for (const [path, load] of byPath) {
    const name = path.replace('../../../libs/', '');
    const firstIndex = storyIndex;
    storyIndex += 1;
    test(name, { timeout: 120_000 }, async () => {
      const { violations, rendered } = await storyFileViolations(await load(), firstIndex);
      expect(rendered).toBeGreaterThan(0);
      // One readable line per violation rather than a diff of objects.
      expect(formatViolations(violations)).toBe('');
    });
  }
});
