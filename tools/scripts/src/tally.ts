/** Outcome of one checked unit: the prettier check, one Nx task, or a whole step that crashed. */
export interface TaskResult {
  name: string;
  ok: boolean;
}

const TASK_STARTED = /^> nx run (\S+)/gm;
const FAILED_SECTION = /^Failed tasks:\s*\n((?:\s*- \S+\s*\n?)+)/m;

/**
 * Reads Nx's static output: every task prints `> nx run project:target`, and a failed run ends with a
 * `Failed tasks:` list of `- project:target` lines.
 */
export function tallyNxTasks(output: string): TaskResult[] {
  const started = new Set([...output.matchAll(TASK_STARTED)].map((match) => match[1] ?? ''));
  const failedBlock = FAILED_SECTION.exec(output)?.[1] ?? '';
  const failed = new Set([...failedBlock.matchAll(/- (\S+)/g)].map((match) => match[1] ?? ''));
  for (const name of failed) started.add(name);
  return [...started].map((name) => ({ name, ok: !failed.has(name) }));
}

/**
 * The results of one step: its tasks, or the step itself when Nx printed none (it failed to start), so a
 * crash can never read as success.
 */
export function stepResults(step: string, exitCode: number, tasks: TaskResult[]): TaskResult[] {
  if (tasks.length === 0) return [{ name: step, ok: exitCode === 0 }];
  if (exitCode !== 0 && tasks.every((task) => task.ok)) return [...tasks, { name: step, ok: false }];
  return tasks;
}

export function summaryLine(results: TaskResult[]): string {
  const failed = results.filter((result) => !result.ok).length;
  return `${results.length - failed} passed, ${failed} failed`;
}
