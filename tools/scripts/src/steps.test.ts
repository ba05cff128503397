import { describe, expect, it } from 'vitest';
import { FULL_TEST_STEPS } from './steps';

describe('FULL_TEST_STEPS (npm test, and CI without a base)', () => {
  it('checks formatting, lints, typechecks and tests every project, builds Storybook, then runs the e2e suite', () => {
    expect(FULL_TEST_STEPS.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'prettier --check .',
      'nx run-many -t lint typecheck test --parallel=2 --output-style=static',
      'storybook build -o dist/storybook --quiet',
      'nx run e2e:e2e --output-style=static',
    ]);
  });
});
