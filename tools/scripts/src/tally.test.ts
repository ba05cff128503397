import { describe, expect, it } from 'vitest';
import { stepResults, summaryLine, tallyNxTasks } from './tally';

const nxOutput = `
 NX   Running targets lint, typecheck for 2 projects:

- auth
- casino-web

> nx run auth:lint  [local cache]
> nx run casino-web:typecheck

src/app.tsx(1,1): error TS2304
> nx run auth:typecheck

 NX   Running targets lint, typecheck for 2 projects failed

Failed tasks:

- casino-web:typecheck
- casino-web:lint

  Run duration:      4.1s
`;

describe('tallyNxTasks', () => {
  it('counts every started task and marks the listed failures, including ones that never started', () => {
    expect(tallyNxTasks(nxOutput)).toEqual([
      { name: 'auth:lint', ok: true },
      { name: 'casino-web:typecheck', ok: false },
      { name: 'auth:typecheck', ok: true },
      { name: 'casino-web:lint', ok: false },
    ]);
  });
});

describe('stepResults', () => {
  it('counts a step that printed no tasks by its exit code', () => {
    expect(stepResults('prettier --check', 1, [])).toEqual([{ name: 'prettier --check', ok: false }]);
    expect(stepResults('prettier --check', 0, [])).toEqual([{ name: 'prettier --check', ok: true }]);
  });

  it('adds a failure when the step failed although every task line passed', () => {
    expect(stepResults('e2e', 1, [{ name: 'e2e:e2e', ok: true }])).toContainEqual({ name: 'e2e', ok: false });
  });
});

describe('summaryLine', () => {
  it('prints the counts', () => {
    expect(summaryLine(tallyNxTasks(nxOutput))).toBe('2 passed, 2 failed');
  });
});
