import { FULL_TEST_STEPS, runSteps } from './steps';

// `npm test`: formatting, then lint, typecheck and unit/API tests of every project, the Storybook build,
// then the e2e suite. Every step runs even after a failure, so one run shows everything that is wrong.
process.exit(await runSteps(FULL_TEST_STEPS));
