import { describe, expect, it } from 'vitest';
import { affectedSteps, chooseAffectedBase, mergeBase, resolveGitRef } from './affected';
import type { ResolveRef } from './affected';

/** A clone whose refs are the given ones. */
const clone =
  (refs: Record<string, string>): ResolveRef =>
  (ref) =>
    refs[ref] ?? null;

describe('chooseAffectedBase', () => {
  it('takes NX_BASE when it names a commit other than HEAD', () => {
    const refs = clone({ HEAD: 'h1', 'origin/release': 'r1', 'origin/main': 'm1' });
    expect(chooseAffectedBase({ NX_BASE: 'origin/release' }, refs)).toEqual({
      ref: 'origin/release',
      why: 'NX_BASE=origin/release',
    });
  });

  it('takes origin/main without NX_BASE (or with an empty one) when the clone has it', () => {
    const refs = clone({ HEAD: 'h1', 'origin/main': 'm1' });
    expect(chooseAffectedBase({}, refs)).toEqual({ ref: 'origin/main', why: 'origin/main' });
    expect(chooseAffectedBase({ NX_BASE: ' ' }, refs)).toEqual({ ref: 'origin/main', why: 'origin/main' });
  });

  it('has no base without a remote (the full run)', () => {
    expect(chooseAffectedBase({}, clone({ HEAD: 'h1' }))).toEqual({
      ref: null,
      why: 'origin/main is not a commit in this clone',
    });
  });

  it('has no base when NX_BASE names nothing here, rather than testing against a guess', () => {
    const refs = clone({ HEAD: 'h1', 'origin/main': 'm1' });
    expect(chooseAffectedBase({ NX_BASE: 'origin/gone' }, refs)).toEqual({
      ref: null,
      why: 'NX_BASE=origin/gone is not a commit in this clone',
    });
  });

  it('has no base when the base is HEAD itself (main after a merge), where nothing would be affected', () => {
    expect(chooseAffectedBase({}, clone({ HEAD: 'm1', 'origin/main': 'm1' }))).toEqual({
      ref: null,
      why: 'origin/main is HEAD itself',
    });
    expect(chooseAffectedBase({ NX_BASE: 'main' }, clone({ HEAD: 'm1', main: 'm1' })).ref).toBeNull();
  });
});

describe('affectedSteps', () => {
  it('checks the changed files, then lint, typecheck and test, then e2e, all against the merge base', () => {
    const steps = affectedSteps('abc123', ['README.md', 'libs/auth/src/index.ts']);

    expect(steps.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'prettier --check --ignore-unknown --no-error-on-unmatched-pattern README.md libs/auth/src/index.ts',
      'nx affected -t lint typecheck test --base=abc123 --parallel=2 --output-style=static',
      'nx affected -t e2e --base=abc123 --output-style=static',
    ]);
    expect(steps.map((step) => step.nxTasks)).toEqual([false, true, true]);
  });

  it('has no formatting step when no file changed', () => {
    expect(affectedSteps('abc123', []).map((step) => step.name)).toEqual([
      'affected lint typecheck test',
      'affected e2e',
    ]);
  });
});

describe('the git helpers in this repository', () => {
  it('resolve HEAD to a commit, an unknown ref to null, and HEAD is its own merge base', () => {
    const head = resolveGitRef('HEAD');
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    expect(resolveGitRef('refs/heads/no-such-branch-here')).toBeNull();
    expect(mergeBase('HEAD')).toBe(head);
  });

  it('finds no merge base, rather than failing, where git finds none (here: a ref the clone lacks)', () => {
    expect(mergeBase('refs/heads/no-such-branch-here')).toBeNull();
  });
});
