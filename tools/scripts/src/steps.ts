import { run } from './run';
import { stepResults, summaryLine, tallyNxTasks } from './tally';
import type { TaskResult } from './tally';

/** One command of a test run; `nxTasks` reads its Nx output task by task. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  nxTasks: boolean;
}

export const NX_RUN_FLAGS = ['--parallel=2', '--output-style=static'];

/**
 * `npm test`: formatting, then lint, typecheck and unit/API tests of every project, the Storybook build,
 * then the e2e suite.
 */
export const FULL_TEST_STEPS: readonly Step[] = [
  { name: 'prettier --check', command: 'prettier', args: ['--check', '.'], nxTasks: false },
  {
    name: 'lint typecheck test',
    command: 'nx',
    args: ['run-many', '-t', 'lint', 'typecheck', 'test', ...NX_RUN_FLAGS],
    nxTasks: true,
  },
  // The designers' Storybook must keep building offline.
  {
    name: 'storybook build',
    command: 'storybook',
    args: ['build', '-o', 'dist/storybook', '--quiet'],
    nxTasks: false,
  },
  { name: 'e2e', command: 'nx', args: ['run', 'e2e:e2e', '--output-style=static'], nxTasks: true },
];

/**
 * Runs every step even after a failure, so one run shows everything that is wrong, then prints the
 * failures and a summary. Resolves the process's exit code: 0 only when everything passed.
 */
export async function runSteps(steps: readonly Step[]): Promise<number> {
  const started = Date.now();
  const results: TaskResult[] = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const outcome = await run(step.command, step.args, { capture: step.nxTasks, env: { NX_TUI: 'false' } });
    results.push(...stepResults(step.name, outcome.code, step.nxTasks ? tallyNxTasks(outcome.output) : []));
  }
  const failed = results.filter((result) => !result.ok);
  console.log(`\n=== summary (${((Date.now() - started) / 1000).toFixed(0)}s) ===`);
  for (const failure of failed) console.log(`failed: ${failure.name}`);
  console.log(summaryLine(results));
  return failed.length === 0 ? 0 : 1;
}
