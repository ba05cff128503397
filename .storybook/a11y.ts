/** WCAG 2.0 and 2.1, levels A and AA, the same rule set as the e2e axe sweep (e2e/src/support/axe.ts). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The accessibility addon's settings for every story: axe with the WCAG A/AA rules, and `test: 'error'` so a
 * violation fails the story when it runs as a test (it shows in the Accessibility panel either way).
 */
export const A11Y_PARAMETERS = {
  options: { runOnly: { type: 'tag', values: WCAG_AA_TAGS } },
  test: 'error',
} as const;
